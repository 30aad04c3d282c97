import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applyStyleNonce } from '../config/style-nonce.ts';
import { toastsShown } from '../lib/notify.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toast defaults of spec section 9: top-right, 5 s, dismissed by dragging 80 % of the width. */
const TOAST_DEFAULT_MS = 5_000;
const TOAST_DRAG_PERCENT = 80;

/** The toasts' container, loaded with the first toast (see `lib/notify.ts`). */
const ToastContainer = lazy(() => import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })));

/** The page's style nonce: the Content-Security-Policy lets in only the `<style>` elements that carry it. */
const styleNonce = applyStyleNonce();
const getStyleNonce = styleNonce === undefined ? undefined : () => styleNonce;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const hasToasts = useSyncExternalStore(toastsShown.subscribe, toastsShown.get);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      {...(getStyleNonce ? { getStyleNonce } : {})}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        {hasToasts && (
          <Suspense fallback={null}>
            <ToastContainer
              position="top-right"
              autoClose={TOAST_DEFAULT_MS}
              draggable
              draggablePercent={TOAST_DRAG_PERCENT}
              closeOnClick={false}
              newestOnTop
              theme="colored"
              {...(styleNonce ? { nonce: styleNonce } : {})}
            />
          </Suspense>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
