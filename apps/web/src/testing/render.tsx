import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { theme } from '../app/theme.ts';

/** Renders a component with the app's providers around it, at a given address, without network retries. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function LocationDisplay() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/**
 * Renders a screen's routes (path → element) at an address, with the toasts and the current address on show: for
 * screens that move on to another address, which `shownLocation` then reads.
 */
export function renderRoutesAt(route: string, routes: Record<string, ReactElement>) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <LocationDisplay />
      <ToastContainer />
    </>,
    { route },
  );
}

/** The address the app is at, path and query, as `renderRoutesAt` shows it. */
export function shownLocation() {
  return screen.getByRole('status', { name: 'Location' }).textContent;
}
