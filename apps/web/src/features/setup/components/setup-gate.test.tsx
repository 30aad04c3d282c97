// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Outlet, Route, Routes } from 'react-router';
import { readSession } from '../../../lib/cookies.ts';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SetupGate } from './setup-gate.tsx';

/** The app's arrangement: /setup and the policy pages outside the gate, sign-in and the rest inside. */
function renderAppAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/setup" element={<p>Setup screen</p>} />
      <Route path="/terms-of-use" element={<p>Terms</p>} />
      <Route
        element={
          <SetupGate>
            <Outlet />
          </SetupGate>
        }
      >
        <Route path="/sign-in" element={<Link to="/enrich">Sign-in screen</Link>} />
        <Route path="/enrich" element={<p>Enrich screen</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe(SetupGate.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the setup status once and shows the screens of an installation that is set up', async () => {
    const { requests } = stubFetch(() => jsonResponse({ status: 'success', messages: [] }));
    renderAppAt('/sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign-in screen' }));
    expect(await screen.findByText('Enrich screen')).toBeTruthy();
    expect(requests.map((request) => request.url.pathname)).toEqual(['/v2/rnorm_initialized']);
  });

  it('sends every gated screen to /setup while the product is not set up, and drops old session cookies', async () => {
    setSessionCookies();
    stubFetch(() => jsonResponse({ status: 'in_progress', messages: [] }));
    renderAppAt('/enrich');
    expect(await screen.findByText('Setup screen')).toBeTruthy();
    expect(screen.queryByText('Enrich screen')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('does not ask on /setup and the policy pages', async () => {
    const { requests } = stubFetch(() => jsonResponse({ status: 'not_initialized', messages: [] }));
    renderAppAt('/terms-of-use');
    expect(await screen.findByText('Terms')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('lets users in when the status cannot be read, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAppAt('/sign-in');
    expect(await screen.findByRole('link', { name: 'Sign-in screen' })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledOnce());
  });
});
