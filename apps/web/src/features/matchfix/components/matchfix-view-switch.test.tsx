// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchfixScreen } from '../../../app/routes/matchfix.tsx';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderRoutesAt, shownLocation } from '../../../testing/render.tsx';
import { MatchfixViewSwitch } from './matchfix-view-switch.tsx';

function serve() {
  return stubFetch((request) =>
    request.url.pathname === '/v2/7/matchfix/groups'
      ? jsonResponse({ Groups: [], total: 0 })
      : jsonResponse({ MatchFix: [], total: 0 }),
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe(MatchfixViewSwitch.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each row by default, and the products when the address asks for them', async () => {
    const { requests } = serve();
    renderRoutesAt('/matchfix', { '/matchfix': <MatchfixScreen /> });
    expect(await screen.findByRole('table', { name: 'Matchfix entries' })).toBeTruthy();
    expect(radio('Each row').checked).toBe(true);
    expect(radio('By product').checked).toBe(false);
    expect(requests.map((request) => request.url.pathname)).not.toContain('/v2/7/matchfix/groups');

    await userEvent.click(radio('By product'));
    expect(await screen.findByRole('table', { name: 'Matchfix entries by product' })).toBeTruthy();
    expect(shownLocation()).toBe('/matchfix?view=products');
    expect(screen.queryByRole('table', { name: 'Matchfix entries' })).toBeNull();
    await waitFor(() => expect(requests.at(-1)?.url.pathname).toBe('/v2/7/matchfix/groups'));

    await userEvent.click(radio('Each row'));
    expect(await screen.findByRole('table', { name: 'Matchfix entries' })).toBeTruthy();
    expect(shownLocation()).toBe('/matchfix');
  });

  it('opens on the products view from a link', async () => {
    serve();
    renderRoutesAt('/matchfix?view=products', { '/matchfix': <MatchfixScreen /> });
    expect(await screen.findByRole('table', { name: 'Matchfix entries by product' })).toBeTruthy();
    expect(radio('By product').checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Matchfix view' })).toBeTruthy();
  });
});
