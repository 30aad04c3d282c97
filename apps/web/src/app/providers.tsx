import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toast defaults of spec section 9: top-right, 5 s, dismissed by dragging 80 % of the width. */
const TOAST_DEFAULT_MS = 5_000;
const TOAST_DRAG_PERCENT = 80;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer
          position="top-right"
          autoClose={TOAST_DEFAULT_MS}
          draggable
          draggablePercent={TOAST_DRAG_PERCENT}
          closeOnClick={false}
          newestOnTop
          theme="colored"
        />
      </QueryClientProvider>
    </MantineProvider>
  );
}
