// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, type MatchfixGroup } from '@rnorm/contracts';
import { useQuery } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failureResponse,
  heldResponse,
  jsonResponse,
  setSessionCookies,
  stubFetch,
  type FetchHandler,
  type RecordedRequest,
} from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MatchfixGroupTable } from './matchfix-group-table.tsx';

const FIREFOX_KEY = '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f1';
const WIDGET_KEY = '11111111-2222-3333-4444-555555555555';
const API = '/v2/7/matchfix/groups';

const firefox: MatchfixGroup = {
  group_key: FIREFOX_KEY,
  publisher: 'Mozilla',
  title: 'Mozila Firefux 131.0.2 (x64)',
  version: '131.0.2',
  versions: ['128.0', '130.0', '131.0.2'],
  version_count: 5,
  entries: 6,
  rows: 2120,
  jobs: 3,
  suggestion: { catalog_id: 'winget:Mozilla.Firefox', publisher: 'Mozilla', name: 'Mozilla Firefox', score: 0.86 },
};

const widget: MatchfixGroup = {
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

const done = (message: string, rulesMade: number) =>
  jsonResponse({ ReturnCode: 200, ReturnObject: { message, rules_made: rulesMade, skipped: 0 } });

function serve({
  groups = [firefox, widget],
  total = groups.length,
  accept = () => done('2 rules made.', 2),
  ignore = () => done('2 rules made.', 2),
}: {
  groups?: MatchfixGroup[];
  total?: number;
  accept?: FetchHandler;
  ignore?: FetchHandler;
} = {}) {
  return stubFetch((request) => {
    if (request.url.pathname === `${API}/accept`) return accept(request);
    if (request.url.pathname === `${API}/ignore`) return ignore(request);
    if (request.url.pathname === API) return jsonResponse({ Groups: groups, total });
    // The probes' lists (see Probe below).
    return jsonResponse({});
  });
}

const listRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === API);
const postsTo = (requests: RecordedRequest[], action: 'accept' | 'ignore') =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === `${API}/${action}`);
const lastQuery = (requests: RecordedRequest[]) =>
  Object.fromEntries(listRequests(requests).at(-1)?.url.searchParams ?? []);
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body as string) as unknown;

/** A list of another screen, on show beside the table, that counts how often it loads. */
const probeLoads: Record<string, number> = {};
function Probe({ name }: { name: string }) {
  useQuery({
    queryKey: [name, 'probe'],
    queryFn: () => {
      probeLoads[name] = (probeLoads[name] ?? 0) + 1;
      return Promise.resolve(probeLoads[name]);
    },
  });
  return null;
}
/** The query keys of the Matchfix rows, the Fuzzy Match list and the rule mappings. */
const otherLists = ['matchfix-list', 'fuzzy-matches', 'rule-mappings'];

function renderTable() {
  renderWithProviders(
    <>
      <MatchfixGroupTable />
      {otherLists.map((name) => (
        <Probe key={name} name={name} />
      ))}
      <ToastContainer />
    </>,
    { route: '/matchfix?view=products' },
  );
}

async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const selectAll = () => checkbox('Select all products on this page');
const actionButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Actions on the selected products' })).getByRole<HTMLButtonElement>(
    'button',
    { name },
  );
const bulkStatus = () =>
  within(screen.getByRole('group', { name: 'Actions on the selected products' })).getByRole('status').textContent;

describe(MatchfixGroupTable.name, () => {
  beforeEach(() => {
    setSessionCookies('7');
    for (const name of otherLists) delete probeLoads[name];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the first page of 25 and lists the groups with their counts and suggestions', async () => {
    const { requests } = serve();
    renderTable();
    const row = await rowOf('Mozila Firefux 131.0.2 (x64)');
    expect(lastQuery(requests)).toEqual({ page: '1', page_size: '25' });
    expect(within(row).getByText('Mozilla')).toBeTruthy();
    expect(within(row).getByText((2120).toLocaleString())).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Mozilla — Mozilla Firefox')).toBeTruthy();

    const other = await rowOf('Widgetizer 3');
    expect(within(other).getByText('Contoso')).toBeTruthy();
    expect(within(other).getByText('40')).toBeTruthy();
    expect(within(other).getByText('No suggestion')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();

    for (const name of ['Publisher', 'Title']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }
  });

  it('lists the versions, and says how many more the group has than it lists', async () => {
    serve({
      groups: [firefox, widget, { ...widget, group_key: 'k3', title: 'Unversioned', versions: [], version_count: 0 }],
    });
    renderTable();
    const row = await rowOf('Mozila Firefux 131.0.2 (x64)');
    expect(within(row).getByText('128.0, 130.0, 131.0.2 +2 more')).toBeTruthy();
    expect(within(await rowOf('Widgetizer 3')).queryByText(/more/)).toBeNull();
    expect(within(await rowOf('Unversioned')).getByText('—')).toBeTruthy();
  });

  it("opens the rule form for any version, filled in from the group's newest entry", async () => {
    serve();
    renderTable();
    const link = await screen.findByRole('link', {
      name: 'Create rule for every version of Mozilla — Mozila Firefux 131.0.2 (x64)',
    });
    const target = new URL(link.getAttribute('href')!, 'http://rnorm.test');
    expect(target.pathname).toBe('/user-mapping/create');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      publisher: 'Mozilla',
      name: 'Mozila Firefux 131.0.2 (x64)',
      version: '131.0.2',
      any_version: '1',
    });
  });

  it('selects one group, then all on the page, and the bulk bar counts them', async () => {
    serve();
    renderTable();
    await rowOf('Widgetizer 3');
    expect(bulkStatus()).toBe('Select products to accept or ignore several at once.');
    expect(actionButton('Accept suggestions').disabled).toBe(true);
    expect(actionButton('Ignore…').disabled).toBe(true);

    await userEvent.click(checkbox('Select Mozilla — Mozila Firefux 131.0.2 (x64)'));
    expect(bulkStatus()).toBe('1 product selected');
    expect(selectAll().checked).toBe(false);
    expect(selectAll().getAttribute('data-indeterminate')).toBe('true');
    expect(actionButton('Accept suggestions').disabled).toBe(false);
    expect(actionButton('Ignore…').disabled).toBe(false);

    await userEvent.click(selectAll());
    expect(bulkStatus()).toBe('2 products selected 1 of them has no suggestion and is skipped.');
    expect(selectAll().checked).toBe(true);
    expect(checkbox('Select Contoso — Widgetizer 3').checked).toBe(true);

    await userEvent.click(selectAll());
    expect(bulkStatus()).toBe('Select products to accept or ignore several at once.');
    expect(checkbox('Select Mozilla — Mozila Firefux 131.0.2 (x64)').checked).toBe(false);
  });

  it('cannot accept when no selected group has a suggestion', async () => {
    serve();
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(checkbox('Select Contoso — Widgetizer 3'));
    expect(bulkStatus()).toBe('1 product selected 1 of them has no suggestion and is skipped.');
    expect(actionButton('Accept suggestions').disabled).toBe(true);
    expect(actionButton('Ignore…').disabled).toBe(false);
  });

  it("accepts the selected groups' suggestions, then clears the selection and reloads the changed lists", async () => {
    const { requests } = serve({ accept: () => done('1 rule made, 1 group skipped.', 1) });
    renderTable();
    await rowOf('Widgetizer 3');
    await waitFor(() => expect(Object.keys(probeLoads)).toHaveLength(otherLists.length));
    const listCalls = listRequests(requests).length;

    await userEvent.click(selectAll());
    await userEvent.click(actionButton('Accept suggestions'));

    expect(await screen.findByText('1 rule made, 1 group skipped.')).toBeTruthy();
    const posts = postsTo(requests, 'accept');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({ group_keys: [FIREFOX_KEY, WIDGET_KEY] });
    await waitFor(() => expect(bulkStatus()).toBe('Select products to accept or ignore several at once.'));
    expect(selectAll().checked).toBe(false);
    await waitFor(() => expect(listRequests(requests).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(probeLoads).toEqual({ 'matchfix-list': 2, 'fuzzy-matches': 2, 'rule-mappings': 2 }));
    expect(postsTo(requests, 'ignore')).toHaveLength(0);
  });

  it('asks for a reason before ignoring, and posts it with the selected keys', async () => {
    const { requests } = serve({ ignore: () => done('1 rule made.', 1) });
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(checkbox('Select Contoso — Widgetizer 3'));
    await userEvent.click(actionButton('Ignore…'));

    const dialog = await screen.findByRole('dialog', { name: 'Ignore the selected products' });
    const reason = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason' });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore products' }));
    const message = await within(dialog).findByText('A reason is required.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(postsTo(requests, 'ignore')).toHaveLength(0);

    await userEvent.type(reason, 'A driver component, not licensed software.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore products' }));

    expect(await screen.findByText('1 rule made.')).toBeTruthy();
    const posts = postsTo(requests, 'ignore');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({
      group_keys: [WIDGET_KEY],
      reason: 'A driver component, not licensed software.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bulkStatus()).toBe('Select products to accept or ignore several at once.');
  });

  it('sends nothing when the reason is cancelled', async () => {
    const { requests } = serve();
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(selectAll());
    await userEvent.click(actionButton('Ignore…'));
    const dialog = await screen.findByRole('dialog', { name: 'Ignore the selected products' });
    expect(within(dialog).getByText(/the 2 selected products/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, 'ignore')).toHaveLength(0);
    expect(bulkStatus()).toBe('2 products selected 1 of them has no suggestion and is skipped.');
  });

  it("shows the server's message when an action fails, and keeps the selection", async () => {
    serve({ accept: () => failureResponse(400, 'VALIDATION_FAILED', 'Select at most 100 groups at a time.') });
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(checkbox('Select Mozilla — Mozila Firefux 131.0.2 (x64)'));
    await userEvent.click(actionButton('Accept suggestions'));
    expect(await screen.findByText('Select at most 100 groups at a time.')).toBeTruthy();
    await waitFor(() => expect(actionButton('Accept suggestions').disabled).toBe(false));
    expect(bulkStatus()).toBe('1 product selected');
  });

  it("shows the spec's submit error when the failure has no message", async () => {
    serve({ ignore: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(checkbox('Select Contoso — Widgetizer 3'));
    await userEvent.click(actionButton('Ignore…'));
    const dialog = await screen.findByRole('dialog', { name: 'Ignore the selected products' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Driver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore products' }));
    expect(await screen.findByText(feedbackMessages.submitError)).toBeTruthy();
    // The dialog stays, so that the user can try again or cancel.
    expect(screen.getByRole('dialog', { name: 'Ignore the selected products' })).toBeTruthy();
  });

  it('covers the table and holds every action while one is under way', async () => {
    const held = heldResponse(() => done('1 rule made.', 1));
    serve({ accept: held.handler });
    renderTable();
    await rowOf('Widgetizer 3');
    await userEvent.click(checkbox('Select Mozilla — Mozila Firefux 131.0.2 (x64)'));
    await userEvent.click(actionButton('Accept suggestions'));

    expect(await screen.findByRole('status', { name: 'Accepting the suggestions' })).toBeTruthy();
    expect(actionButton('Ignore…').disabled).toBe(true);
    expect(checkbox('Select Contoso — Widgetizer 3').disabled).toBe(true);
    held.release();
    expect(await screen.findByText('1 rule made.')).toBeTruthy();
  });

  it('sends the filters once typing settles, starts again from page 1, and forgets the selection', async () => {
    const { requests } = serve({ total: 60 });
    renderTable();
    await rowOf('Widgetizer 3');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ page: '3', page_size: '25' }));
    await waitFor(() => expect(checkbox('Select Contoso — Widgetizer 3').disabled).toBe(false));
    await userEvent.click(checkbox('Select Contoso — Widgetizer 3'));
    expect(bulkStatus()).toBe('1 product selected 1 of them has no suggestion and is skipped.');

    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'Mozilla');
    await userEvent.type(screen.getByLabelText('Filter Title'), 'fire');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ page: '1', page_size: '25', publisher: 'Mozilla', name: 'fire' }),
    );
    const publishers = listRequests(requests).map((request) => request.url.searchParams.get('publisher'));
    expect(publishers).not.toContain('M');
    await waitFor(() => expect(bulkStatus()).toBe('Select products to accept or ignore several at once.'));
  });

  it('says when there is nothing to group, and when nothing matches the filters', async () => {
    serve({ groups: [] });
    renderTable();
    expect(
      await screen.findByText('No Matchfix entries to group: every row of your jobs was normalized.'),
    ).toBeTruthy();
    expect(selectAll().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'zzz');
    expect(await screen.findByText('No products match the filters')).toBeTruthy();
  });

  it('shows an error with a retry when the groups cannot be loaded', async () => {
    let isDown = true;
    stubFetch(() =>
      isDown
        ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom.' }, 500)
        : jsonResponse({ Groups: [firefox], total: 1 }),
    );
    renderTable();
    expect(await screen.findByRole('region', { name: 'The Matchfix products could not be loaded' })).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mozila Firefux 131.0.2 (x64)')).toBeTruthy();
  });
});
