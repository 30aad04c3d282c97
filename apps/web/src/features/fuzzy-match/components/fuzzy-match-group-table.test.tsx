// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FuzzyMatchGroup } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failureResponse,
  jsonResponse,
  setSessionCookies,
  stubFetch,
  type FetchHandler,
  type RecordedRequest,
} from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FuzzyMatchGroupTable } from './fuzzy-match-group-table.tsx';

const HELPER_KEY = '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f1';
const WIDGET_KEY = '11111111-2222-3333-4444-555555555555';
const API = '/v2/7/fuzzy-match/groups';

const helper: FuzzyMatchGroup = {
  group_key: HELPER_KEY,
  publisher: 'Mozilla',
  title: 'Mozila Firefux Helper',
  version: '9.0',
  versions: ['1.0', '2.0', '3.0', '4.0', '5.0'],
  version_count: 14,
  entries: 14,
  rows: 310,
  jobs: 2,
  suggestion: { catalog_id: 'winget:Mozilla.Firefox', publisher: 'Mozilla', name: 'Mozilla Firefox', score: 0.8 },
};
const widget: FuzzyMatchGroup = {
  ...helper,
  group_key: WIDGET_KEY,
  publisher: 'Contoso',
  title: 'Widgetizer 3',
  version: '3',
  versions: ['3'],
  version_count: 1,
  entries: 1,
  rows: 40,
  jobs: 1,
  suggestion: null,
};

const removed = (message: string, groups: number) =>
  jsonResponse({ ReturnCode: 200, ReturnObject: { message, removed: groups, entries_removed: 15, skipped: 0 } });

function serve({ remove = () => removed('2 products removed (15 entries).', 2) }: { remove?: FetchHandler } = {}) {
  return stubFetch((request) => {
    if (request.url.pathname === `${API}/remove`) return remove(request);
    if (request.url.pathname === API) return jsonResponse({ Groups: [helper, widget], total: 2 });
    return jsonResponse({});
  });
}

const removals = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === `${API}/remove`);
const listCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === API).length;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const bar = () => within(screen.getByRole('group', { name: 'Actions on the selected products' }));

function renderTable() {
  renderWithProviders(
    <>
      <FuzzyMatchGroupTable />
      <ToastContainer />
    </>,
    { route: '/fuzzy-match?view=products' },
  );
}

describe(FuzzyMatchGroupTable.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the groups of the Fuzzy Match list, a few versions each, and expands a group to see the others', async () => {
    const { requests } = serve();
    renderTable();
    const row = await rowOf('Mozila Firefux Helper');
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({ page: '1', page_size: '25' });
    expect(within(row).getByText('1.0, 2.0, 3.0 +11 more')).toBeTruthy();
    const expand = within(row).getByRole('button', {
      name: 'Show the 14 versions of Mozilla — Mozila Firefux Helper',
    });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(within(row).getByText('1.0, 2.0, 3.0, 4.0, 5.0 +9 more')).toBeTruthy();
    const collapse = within(row).getByRole('button', {
      name: 'Show fewer versions of Mozilla — Mozila Firefux Helper',
    });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    // A group whose versions all show has nothing to expand.
    expect(within(await rowOf('Widgetizer 3')).queryByRole('button', { name: /versions of/ })).toBeNull();
    expect(bar().getByRole('status').textContent).toBe('Select products to accept, ignore or remove several at once.');
  });

  it('asks before removing: Cancel sends nothing, confirming removes the selected groups and reloads the list', async () => {
    const { requests } = serve();
    renderTable();
    await rowOf('Widgetizer 3');
    expect(bar().getByRole<HTMLButtonElement>('button', { name: 'Remove…' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    await userEvent.click(bar().getByRole('button', { name: 'Remove…' }));

    let dialog = await screen.findByRole('dialog', { name: 'Remove the selected products?' });
    expect(dialog.textContent).toContain('15 entries of the 2 selected products will leave the Fuzzy Match list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals(requests)).toHaveLength(0);

    const before = listCalls(requests);
    await userEvent.click(bar().getByRole('button', { name: 'Remove…' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove the selected products?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove products' }));
    expect(await screen.findByText('2 products removed (15 entries).')).toBeTruthy();
    expect(removals(requests).map((request) => JSON.parse(request.body as string) as unknown)).toEqual([
      { group_keys: [HELPER_KEY, WIDGET_KEY] },
    ]);
    await waitFor(() => expect(listCalls(requests)).toBeGreaterThan(before));
    await waitFor(() =>
      expect(bar().getByRole('status').textContent).toBe(
        'Select products to accept, ignore or remove several at once.',
      ),
    );
  });

  it("shows the server's message when the removal fails, and keeps the selection", async () => {
    serve({ remove: () => failureResponse(400, 'VALIDATION_FAILED', 'Select at most 100 groups at a time.') });
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Contoso — Widgetizer 3' }));
    await userEvent.click(bar().getByRole('button', { name: 'Remove…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the selected products?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove products' }));
    expect(await screen.findByText('Select at most 100 groups at a time.')).toBeTruthy();
    expect(bar().getByRole('status').textContent).toBe(
      '1 product selected 1 of them has no suggestion and is skipped.',
    );
  });
});
