// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchfixEntry } from '@rnorm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MatchfixTable } from './matchfix-table.tsx';

const entries: MatchfixEntry[] = [
  { Publisher: 'Adobe Inc.', Name: 'Acrobat Helper', Version: '1.2', JobID: 11 },
  { Publisher: 'Contoso', Name: 'Widget', Version: '', JobID: 12 },
];

function serve(total = entries.length) {
  return stubFetch(() => jsonResponse({ MatchFix: entries, total }));
}

/** The query of the last list request, as name=value pairs. */
function lastQuery(requests: ReturnType<typeof serve>['requests']) {
  const last = requests.filter((request) => request.url.pathname === '/v2/7/matchfix/list').at(-1);
  return Object.fromEntries(last?.url.searchParams ?? []);
}

describe(MatchfixTable.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the first page of six and lists the entries', async () => {
    const { requests } = serve();
    renderWithProviders(<MatchfixTable />, { route: '/matchfix' });
    expect(await screen.findByText('Acrobat Helper')).toBeTruthy();
    expect(screen.getByText('Contoso')).toBeTruthy();
    expect(lastQuery(requests)).toEqual({ page: '1', page_size: '6' });
    for (const name of ['Publisher', 'Name', 'Version', 'Job ID']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }
  });

  it("opens the rule form with an entry's raw row filled in", async () => {
    serve();
    renderWithProviders(<MatchfixTable />, { route: '/matchfix' });
    const link = await screen.findByRole('link', { name: 'Create rule from the row Acrobat Helper' });
    const target = new URL(link.getAttribute('href')!, 'http://rnorm.test');
    expect(target.pathname).toBe('/user-mapping/create');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      publisher: 'Adobe Inc.',
      name: 'Acrobat Helper',
      version: '1.2',
    });
  });

  it('sends the filters to the server once typing settles, and starts again from page 1', async () => {
    const { requests } = serve(20);
    renderWithProviders(<MatchfixTable />, { route: '/matchfix' });
    await screen.findByText('Acrobat Helper');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '2', page_size: '6' }));

    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'Adobe');
    await userEvent.type(screen.getByLabelText('Filter Job ID'), '11');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ page: '1', page_size: '6', publisher: 'Adobe', job_id: '11' }),
    );
    // Debounced: no request went out for a partly typed value.
    const publishers = requests.map((request) => request.url.searchParams.get('publisher'));
    expect(publishers).not.toContain('A');
    expect(publishers).not.toContain('Ado');
  });

  it('sends no filter for a lone space', async () => {
    const { requests } = serve();
    renderWithProviders(<MatchfixTable />, { route: '/matchfix' });
    await screen.findByText('Acrobat Helper');
    await userEvent.type(screen.getByLabelText('Filter Name'), ' ');
    await userEvent.type(screen.getByLabelText('Filter Version'), '1.2');
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', page_size: '6', version: '1.2' }));
  });

  it('says when nothing matches and when there is nothing at all', async () => {
    stubFetch(() => jsonResponse({ MatchFix: [], total: 0 }));
    renderWithProviders(<MatchfixTable />, { route: '/matchfix' });
    expect(await screen.findByText(/No matchfix entries/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'zzz');
    expect(await screen.findByText('No entries match the filters')).toBeTruthy();
  });
});
