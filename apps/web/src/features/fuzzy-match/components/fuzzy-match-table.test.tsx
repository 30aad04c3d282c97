// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  feedbackMessages,
  serverMessages,
  type CatalogEntry,
  type FuzzyMatchEntry,
  type MatchRequest,
  type NormalizationRule,
} from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FuzzyMatchTable } from './fuzzy-match-table.tsx';

const ACROBAT_KEY = '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f1';
const WIDGET_KEY = '11111111-2222-3333-4444-555555555555';
const API = '/v2/7/normalize/sw';

function rule(overrides: Partial<NormalizationRule> & Pick<NormalizationRule, 'hash_key'>): NormalizationRule {
  return {
    publisher: 'Adobe',
    name: 'Acrobat Reader',
    version: null,
    edition: null,
    release: null,
    servicepack: null,
    architecture: null,
    language: null,
    major: null,
    minor: null,
    score: 0.5,
    ...overrides,
  };
}

const acrobat: FuzzyMatchEntry = {
  job_id: 11,
  hash_key: ACROBAT_KEY,
  publisher: 'Adobe Systems Inc.',
  name: 'Acrobat Rdr DC (x64)',
  version: '24.1.2',
  status: 'normalized',
  engine: {
    publisher: 'Adobe',
    name: 'Acrobat Rdr DC',
    version: '24.1.2',
    edition: null,
    release: null,
    servicepack: null,
    architecture: 'x64',
    language: null,
    major: '24',
    minor: '1',
  },
  fuzzy_matches: {
    'cat-acrobat-reader': rule({ hash_key: 'cat-acrobat-reader', edition: 'DC', score: 0.91 }),
    'cat-acrobat-pro': rule({ hash_key: 'cat-acrobat-pro', name: 'Acrobat Pro', version: '2024', score: 0.72 }),
  },
};

const widget: FuzzyMatchEntry = {
  job_id: 12,
  hash_key: WIDGET_KEY,
  publisher: 'Contoso',
  name: 'Widgetizer',
  version: '3',
  status: 'matchfix',
  engine: {
    publisher: 'Contoso',
    name: 'Widgetizer',
    version: '3',
    edition: null,
    release: null,
    servicepack: null,
    architecture: null,
    language: null,
    major: '3',
    minor: null,
  },
  fuzzy_matches: {},
};

const catalogEntries: CatalogEntry[] = [
  {
    cat_ref_id: 'cat-acrobat-reader',
    publisher: 'Adobe',
    name: 'Acrobat Reader',
    category: 'Document Viewer',
    license: 'Freeware',
    is_open_source: false,
    homepage: null,
    latest_version: '25.001',
    cpe: null,
    purl: null,
  },
];

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

interface ServeOptions {
  entries?: FuzzyMatchEntry[];
  total?: number;
  catalog?: () => Response;
  match?: Handler;
  remove?: Handler;
}

/** Answers the list, the catalog, the match and the removal; each can be replaced. */
function serve({ entries = [acrobat, widget], total, catalog, match, remove }: ServeOptions = {}) {
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case `${API}/get_fuzzy_matches`:
        return jsonResponse({ FuzzyMatches: entries, total: total ?? entries.length });
      case `${API}/get_catalog_entry_bulk`:
        return catalog?.() ?? jsonResponse({ ReturnCode: 200, ReturnObject: { catalog_entries: catalogEntries } });
      case `${API}/usermapping_and_delete`:
        return (
          (await match?.(request)) ??
          jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping added.', hash_key: ACROBAT_KEY } })
        );
      case `${API}/delete_fuzzy_match`:
        return (
          (await remove?.(request)) ??
          jsonResponse({ ReturnCode: 200, ReturnObject: { message: serverMessages.fuzzyEntryRemoved } })
        );
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

function listRequests(requests: RecordedRequest[]) {
  return requests.filter((request) => request.url.pathname === `${API}/get_fuzzy_matches`);
}

/** The query of the last list request, as name=value pairs. */
function lastQuery(requests: RecordedRequest[]) {
  return Object.fromEntries(listRequests(requests).at(-1)?.url.searchParams ?? []);
}

function requestsTo(requests: RecordedRequest[], endpoint: string) {
  return requests.filter((request) => request.url.pathname === `${API}/${endpoint}`);
}

function renderTable() {
  renderWithProviders(
    <>
      <FuzzyMatchTable />
      <ToastContainer />
    </>,
    { route: '/fuzzy-match' },
  );
}

async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

const button = (container: HTMLElement, name: string) =>
  within(container).getByRole<HTMLButtonElement>('button', { name });

async function confirmIn(dialogName: string, confirmLabel: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
}

describe(FuzzyMatchTable.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the entries of the first page of six, with their actions, and filter inputs without autocomplete', async () => {
    const { requests } = serve();
    renderTable();
    const row = await rowOf('Acrobat Rdr DC (x64)');
    expect(within(row).getByText('Adobe Systems Inc.')).toBeTruthy();
    expect(within(row).getByText('24.1.2')).toBeTruthy();
    expect(within(row).getByText('11')).toBeTruthy();
    for (const name of ['Match', 'Edit', 'Remove']) expect(button(row, name).disabled).toBe(false);
    expect(lastQuery(requests)).toEqual({ page: '1', page_size: '6' });
    for (const name of ['Job Id', 'Publisher', 'Title', 'Version']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }
    // The suggestions stay folded until the toggle asks for them.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(requestsTo(requests, 'get_catalog_entry_bulk')).toHaveLength(0);
  });

  it('sends the filters and the page to the server, and a filter change starts again from page 1', async () => {
    const { requests } = serve({ total: 20 });
    renderTable();
    await rowOf('Widgetizer');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '2', page_size: '6' }));

    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'adobe');
    await userEvent.type(screen.getByLabelText('Filter Title'), 'rdr');
    await userEvent.type(screen.getByLabelText('Filter Version'), '24');
    await userEvent.type(screen.getByLabelText('Filter Job Id'), '11');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({
        page: '1',
        page_size: '6',
        publisher: 'adobe',
        name: 'rdr',
        version: '24',
        job_id: '11',
      }),
    );
  });

  it('says when there is nothing at all, and when nothing matches the filters', async () => {
    serve({ entries: [] });
    renderTable();
    expect(
      await screen.findByText('No fuzzy matches: every row of your jobs was matched to the catalog.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'zzz');
    expect(await screen.findByText('No entries match the filters')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom.' }, 500));
    renderTable();
    expect(await screen.findByRole('region', { name: 'The fuzzy match entries could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the suggestions with their catalog details behind the View Fuzzy Match toggle', async () => {
    const { requests } = serve();
    renderTable();
    await rowOf('Widgetizer');
    await userEvent.click(screen.getByRole('switch', { name: 'View Fuzzy Match' }));

    const group = await screen.findByRole('radiogroup', { name: 'Fuzzy matches of Acrobat Rdr DC (x64)' });
    const best = within(group).getByRole<HTMLInputElement>('radio', { name: 'Match to Adobe Acrobat Reader' });
    const second = within(group).getByRole<HTMLInputElement>('radio', { name: 'Match to Adobe Acrobat Pro' });
    expect(best.checked).toBe(true);
    expect(second.checked).toBe(false);
    expect(within(group).getByText('91%')).toBeTruthy();
    expect(within(group).getByText('72%')).toBeTruthy();
    expect(await within(group).findByText('Document Viewer')).toBeTruthy();
    expect(within(group).getByText('Freeware')).toBeTruthy();
    expect(within(group).getByText('25.001')).toBeTruthy();

    const bulk = requestsTo(requests, 'get_catalog_entry_bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.method).toBe('POST');
    expect(JSON.parse(bulk[0]?.body as string)).toEqual({ catref_list: ['cat-acrobat-reader', 'cat-acrobat-pro'] });

    // The entry without suggestions says so, and asks for nothing.
    expect(screen.getByText('No catalog product resembles this entry. Use Edit to type the values.')).toBeTruthy();
  });

  it.each([
    ['in a 200 answer', 200],
    ['as the HTTP status', 400],
  ])('still shows the suggestions, without details, when the catalog answers ReturnCode 400 %s', async (_, status) => {
    const { requests } = serve({
      catalog: () =>
        jsonResponse(
          { ReturnCode: 400, ReturnObject: { catalog_entries: [], ErrorCode: serverMessages.catalogEntriesNotFound } },
          status,
        ),
    });
    renderTable();
    await rowOf('Widgetizer');
    await userEvent.click(screen.getByRole('switch', { name: 'View Fuzzy Match' }));
    const group = await screen.findByRole('radiogroup', { name: 'Fuzzy matches of Acrobat Rdr DC (x64)' });
    await waitFor(() => expect(requestsTo(requests, 'get_catalog_entry_bulk')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading catalog details')).toBeNull());
    expect(within(group).getByRole('radio', { name: 'Match to Adobe Acrobat Reader' })).toBeTruthy();
    expect(within(group).getByText('91%')).toBeTruthy();
    expect(within(group).queryByText('Document Viewer')).toBeNull();
    expect(screen.queryByText('The catalog details could not be loaded.')).toBeNull();
  });

  it('matches to the chosen suggestion after Confirm Match, posting the raw entry as listed', async () => {
    const { requests } = serve();
    renderTable();
    await rowOf('Widgetizer');
    await userEvent.click(screen.getByRole('switch', { name: 'View Fuzzy Match' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Match to Adobe Acrobat Pro' }));
    const listCalls = listRequests(requests).length;

    await userEvent.click(button(await rowOf('Acrobat Rdr DC (x64)'), 'Match'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Match' });
    expect(within(dialog).getByText(/publisher "Adobe", name "Acrobat Pro", version "2024"/)).toBeTruthy();
    // A suggestion is a catalog product, whose data later rows get.
    expect(
      within(dialog).getByText(/It is a catalog product: later rows of this entry get its lifecycle/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Matched Successfully!')).toBeTruthy();
    const [post] = requestsTo(requests, 'usermapping_and_delete');
    expect(post?.method).toBe('POST');
    expect(post?.url.searchParams.get('hash_key')).toBe(ACROBAT_KEY);
    const expected: MatchRequest = {
      Publisher: 'Adobe Systems Inc.',
      Title: 'Acrobat Rdr DC (x64)',
      Version: '24.1.2',
      publisher_normalised: 'Adobe',
      name_normalised: 'Acrobat Pro',
      version_normalised: '2024',
      edition_normalised: null,
      release_normalised: null,
      servicepack_normalised: null,
      architecture_normalised: 'x64',
      language_normalised: null,
      major_normalised: '24',
      minor_normalised: '1',
    };
    expect(JSON.parse(post?.body as string)).toEqual(expected);
    await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(listCalls));
  });

  it('matches to the best suggestion by default, and sends nothing when Confirm Match is cancelled', async () => {
    const { requests } = serve();
    renderTable();
    await userEvent.click(button(await rowOf('Acrobat Rdr DC (x64)'), 'Match'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Match' });
    expect(within(dialog).getByText(/name "Acrobat Reader", version "24.1.2"/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, 'usermapping_and_delete')).toHaveLength(0);
  });

  it('validates the edit row: a cleared name is required, and nothing is sent', async () => {
    const { requests } = serve();
    renderTable();
    const row = await rowOf('Acrobat Rdr DC (x64)');
    await userEvent.click(button(row, 'Edit'));
    const fields = screen.getByRole('group', { name: 'Normalized values for Acrobat Rdr DC (x64)' });
    const name = within(fields).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    // Pre-filled from the best suggestion, the rest from the engine's reading.
    expect(name.value).toBe('Acrobat Reader');
    expect(within(fields).getByRole<HTMLInputElement>('textbox', { name: 'Edition' }).value).toBe('DC');
    expect(within(fields).getByRole<HTMLInputElement>('textbox', { name: 'Version' }).value).toBe('24.1.2');
    expect(button(row, 'Cancel')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();

    await userEvent.clear(name);
    await userEvent.click(button(row, 'Match'));
    const message = await within(fields).findByText('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(requests, 'usermapping_and_delete')).toHaveLength(0);
  });

  it('posts the edited values after Confirm Match', async () => {
    const { requests } = serve();
    renderTable();
    const row = await rowOf('Widgetizer');
    await userEvent.click(button(row, 'Edit'));
    const fields = screen.getByRole('group', { name: 'Normalized values for Widgetizer' });
    const input = (label: string) => within(fields).getByRole<HTMLInputElement>('textbox', { name: label });
    expect(input('Publisher').value).toBe('Contoso');
    await userEvent.clear(input('Name'));
    await userEvent.type(input('Name'), 'Widget Studio');
    await userEvent.type(input('Edition'), 'Enterprise');
    await userEvent.clear(input('Major'));
    await userEvent.click(button(row, 'Match'));
    // Values typed in are not one of the suggestions: the dialog does not promise catalog data.
    expect(
      within(await screen.findByRole('dialog', { name: 'Confirm Match' })).getByText(
        /not one of the suggested catalog products/,
      ),
    ).toBeTruthy();
    await confirmIn('Confirm Match', 'OK');

    expect(await screen.findByText('Matched Successfully!')).toBeTruthy();
    const [post] = requestsTo(requests, 'usermapping_and_delete');
    expect(post?.url.searchParams.get('hash_key')).toBe(WIDGET_KEY);
    expect(JSON.parse(post?.body as string)).toEqual({
      Publisher: 'Contoso',
      Title: 'Widgetizer',
      Version: '3',
      publisher_normalised: 'Contoso',
      name_normalised: 'Widget Studio',
      version_normalised: '3',
      edition_normalised: 'Enterprise',
      release_normalised: null,
      servicepack_normalised: null,
      architecture_normalised: null,
      language_normalised: null,
      major_normalised: null,
      minor_normalised: null,
    });
  });

  it("shows the server's message when the match fails, and the spec's text when there is none", async () => {
    let answer = () =>
      jsonResponse(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: serverMessages.fuzzyEntryNotFound,
          ReturnObject: { ErrorCode: serverMessages.fuzzyEntryNotFound },
        },
        404,
      );
    serve({ match: () => answer() });
    renderTable();
    await userEvent.click(button(await rowOf('Acrobat Rdr DC (x64)'), 'Match'));
    await confirmIn('Confirm Match', 'OK');
    expect(await screen.findByText(serverMessages.fuzzyEntryNotFound)).toBeTruthy();
    expect(screen.queryByText('Matched Successfully!')).toBeNull();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const row = await rowOf('Acrobat Rdr DC (x64)');
    await waitFor(() => expect(button(row, 'Match').disabled).toBe(false));
    await userEvent.click(button(row, 'Match'));
    await confirmIn('Confirm Match', 'OK');
    expect(await screen.findByText(feedbackMessages.submitError)).toBeTruthy();
  });

  it('dims the row and disables every action while the match is under way', async () => {
    let finish: (response: Response) => void = () => {};
    serve({ match: () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderTable();
    await userEvent.click(button(await rowOf('Acrobat Rdr DC (x64)'), 'Match'));
    await confirmIn('Confirm Match', 'OK');

    const row = await rowOf('Acrobat Rdr DC (x64)');
    await waitFor(() => expect(row.getAttribute('aria-busy')).toBe('true'));
    expect(button(row, 'Match').disabled).toBe(true);
    expect(button(await rowOf('Widgetizer'), 'Remove').disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Matching the entry' })).toBeTruthy();

    finish(jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping added.' } }));
    expect(await screen.findByText('Matched Successfully!')).toBeTruthy();
  });

  it('goes back a page after matching the only entry of the last page', async () => {
    const { requests } = serve({ entries: [acrobat], total: 7 });
    renderTable();
    await rowOf('Acrobat Rdr DC (x64)');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '2', page_size: '6' }));
    await waitFor(() =>
      expect(button(screen.getByRole('table', { name: 'Fuzzy match entries' }), 'Match').disabled).toBe(false),
    );

    await userEvent.click(button(await rowOf('Acrobat Rdr DC (x64)'), 'Match'));
    await confirmIn('Confirm Match', 'OK');
    expect(await screen.findByText('Matched Successfully!')).toBeTruthy();
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '1', page_size: '6' }));
  });

  it('removes an entry after Confirm Delete', async () => {
    const { requests } = serve();
    renderTable();
    await userEvent.click(button(await rowOf('Widgetizer'), 'Remove'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText(feedbackMessages.confirmDelete)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(serverMessages.fuzzyEntryRemoved)).toBeTruthy();
    const [remove] = requestsTo(requests, 'delete_fuzzy_match');
    expect(remove?.method).toBe('DELETE');
    expect(remove?.url.searchParams.get('hash_key')).toBe(WIDGET_KEY);
    expect(requestsTo(requests, 'usermapping_and_delete')).toHaveLength(0);
  });
});
