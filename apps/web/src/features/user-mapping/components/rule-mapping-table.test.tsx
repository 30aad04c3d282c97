// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, type RuleMappingRecord } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { UserMappingScreen } from './user-mapping-screen.tsx';

const LIST_PATH = '/v2/7/user_mapping/all';
const DELETE_PATH = '/v2/user_mapping/delete';

const key = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function record(index: number, overrides: Partial<RuleMappingRecord> = {}): RuleMappingRecord {
  return {
    hash_key: key(index),
    publisher: `Publisher ${index}`,
    name: `Product ${index}`,
    version: `${index}.0`,
    target_publisher: `Target ${index}`,
    target_name: `Target Product ${index}`,
    target_version: `${index}.0`,
    target_in: 'none',
    any_version: false,
    ignore_reason: null,
    updated_at: '2025-03-04T10:20:00Z',
    updated_by: 'jdoe',
    ...overrides,
  };
}

const firefox = record(1, {
  publisher: 'Mozilla Corp',
  name: 'Firefox ESR',
  version: '128.0.1',
  target_publisher: 'Mozilla',
  target_name: 'Mozilla Firefox ESR',
  target_version: '128.0.1',
  target_in: 'catalog',
  updated_by: 'alice',
});
const thunderbird = record(2, { publisher: 'Mozilla Corp', name: 'Thunderbird', version: '115.2' });
const acrobat = record(3, { publisher: 'Adobe Systems', name: 'Acrobat Reader DC', version: '24.1', updated_by: null });

interface ServeOptions {
  /** The list each GET answers with, in turn; the last one stays. */
  lists?: RuleMappingRecord[][];
  remove?: (request: RecordedRequest) => Response | Promise<Response>;
}

function serve({ lists = [[firefox, thunderbird, acrobat]], remove }: ServeOptions = {}) {
  let listCalls = 0;
  return stubFetch(async (request) => {
    if (request.url.pathname === LIST_PATH) {
      const records = lists[Math.min(listCalls, lists.length - 1)] ?? [];
      listCalls += 1;
      return jsonResponse({ ReturnCode: 200, Records: records });
    }
    if (request.url.pathname === DELETE_PATH) {
      return (
        (await remove?.(request)) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping deleted.' } })
      );
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
}

const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);

function renderScreen() {
  renderWithProviders(
    <>
      <UserMappingScreen />
      <ToastContainer />
    </>,
    { route: '/user-mapping' },
  );
}

async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rule mappings' }))
    .getAllByRole('row')
    .slice(1);
const rowNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const buttons = (name: RegExp) => screen.getAllByRole<HTMLButtonElement>('button', { name });

describe(UserMappingScreen.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title, the create button and the rules with who changed them last', async () => {
    const { requests } = serve();
    renderScreen();
    expect(screen.getByRole('heading', { name: 'User Rule Mapping' })).toBeTruthy();
    expect(screen.getByText("Create custom mappings to override the product's normalization logic")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Rule' }).getAttribute('href')).toBe('/user-mapping/create');

    const row = await rowOf('Firefox ESR');
    expect(within(row).getByText('Mozilla Corp')).toBeTruthy();
    expect(within(row).getByText('128.0.1')).toBeTruthy();
    expect(within(row).getByText(new Date('2025-03-04T10:20:00Z').toLocaleString())).toBeTruthy();
    expect(within(row).getByText('by alice')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(`/user-mapping/${key(1)}`);
    expect(within(row).getByRole('button', { name: /^Delete/ })).toBeTruthy();
    // No one to name when the server does not know who changed it.
    expect(within(await rowOf('Acrobat Reader DC')).queryByText(/^by /)).toBeNull();
    expect(requestsTo(requests, LIST_PATH)).toHaveLength(1);
    for (const name of ['Publisher', 'Name', 'Version']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }
  });

  it('shows what each rule normalizes its row to, and whether a catalog knows that product', async () => {
    serve();
    renderScreen();
    const row = await rowOf('Firefox ESR');
    expect(within(row).getByText('Mozilla · Mozilla Firefox ESR · 128.0.1')).toBeTruthy();
    expect(within(row).getByText('Catalog product')).toBeTruthy();
    const other = await rowOf('Thunderbird');
    expect(within(other).getByText('Target 2 · Target Product 2 · 2.0')).toBeTruthy();
    expect(within(other).getByText('Not in a catalog')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Normalized to' })).toBeTruthy();
  });

  it('marks a rule for every version, and shows a rule that ignores its rows with its reason', async () => {
    const anyVersion = record(4, {
      name: 'Mozila Firefux 128.0',
      target_publisher: 'Mozilla',
      target_name: 'Mozilla Firefox',
      target_version: '',
      target_in: 'catalog',
      any_version: true,
    });
    const ignoring = record(5, { name: 'Kiosk Agent 2.1', any_version: true, ignore_reason: 'Kiosk image component' });
    serve({ lists: [[anyVersion, ignoring]] });
    renderScreen();
    const row = await rowOf('Mozila Firefux 128.0');
    expect(within(row).getByText('Mozilla · Mozilla Firefox')).toBeTruthy();
    expect(within(row).getByText('Any version')).toBeTruthy();
    const ignored = await rowOf('Kiosk Agent 2.1');
    expect(within(ignored).getByText('Ignored')).toBeTruthy();
    expect(within(ignored).getByText('Kiosk image component')).toBeTruthy();
    expect(within(ignored).queryByText(/Target Product 5/)).toBeNull();
  });

  it('shows six rules a page', async () => {
    serve({ lists: [Array.from({ length: 8 }, (_, index) => record(index + 1))] });
    renderScreen();
    await rowOf('Product 1');
    expect(rowNames()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5', 'Product 6']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(['Product 7', 'Product 8']);
  });

  it('filters on the client: any case, substrings, all filters at once, a lone space ignored, back to page 1', async () => {
    const { requests } = serve({
      lists: [[...Array.from({ length: 6 }, (_, index) => record(index + 10)), firefox, thunderbird, acrobat]],
    });
    renderScreen();
    await rowOf('Product 10');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(['Firefox ESR', 'Thunderbird', 'Acrobat Reader DC']);

    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'mozilla');
    expect(rowNames()).toEqual(['Firefox ESR', 'Thunderbird']);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.type(screen.getByLabelText('Filter Version'), '128');
    expect(rowNames()).toEqual(['Firefox ESR']);
    await userEvent.clear(screen.getByLabelText('Filter Version'));
    await userEvent.type(screen.getByLabelText('Filter Name'), ' ');
    expect(rowNames()).toEqual(['Firefox ESR', 'Thunderbird']);
    await userEvent.type(screen.getByLabelText('Filter Name'), 'zzz');
    expect(screen.getByText('No rule mappings match the filters')).toBeTruthy();
    // Nothing went back to the server for the filters.
    expect(requestsTo(requests, LIST_PATH)).toHaveLength(1);
  });

  it('says when there are no rules yet', async () => {
    serve({ lists: [[]] });
    renderScreen();
    expect(await screen.findByText(/No rule mappings yet/)).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom.' }, 500));
    renderScreen();
    expect(await screen.findByRole('region', { name: 'The rule mappings could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks before deleting, locking the page scroll while it asks, and sends nothing on Cancel', async () => {
    const { requests } = serve();
    renderScreen();
    const row = await rowOf('Thunderbird');
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText(feedbackMessages.confirmDelete)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(true));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
    expect(requestsTo(requests, DELETE_PATH)).toHaveLength(0);
  });

  it('deletes after Confirm Delete: the row dims, an overlay covers the list, no row can act; then the list reloads', async () => {
    let finish: (response: Response) => void = () => {};
    const { requests } = serve({
      lists: [
        [firefox, thunderbird, acrobat],
        [firefox, acrobat],
      ],
      remove: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderScreen();
    await userEvent.click(within(await rowOf('Thunderbird')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = await rowOf('Thunderbird');
    await waitFor(() => expect(row.getAttribute('aria-busy')).toBe('true'));
    expect((await rowOf('Firefox ESR')).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status', { name: 'Deleting the rule mapping' })).toBeTruthy();
    expect(buttons(/^Delete/).every((button) => button.disabled)).toBe(true);
    expect(buttons(/^Edit/).every((button) => button.disabled)).toBe(true);
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();

    const [remove] = requestsTo(requests, DELETE_PATH);
    expect(remove?.method).toBe('DELETE');
    expect(JSON.parse(remove?.body as string)).toEqual({ hash_key: key(2) });
    expect(remove?.url.search).toBe('');

    finish(jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping deleted.' } }));
    expect(await screen.findByText('Mapping deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Thunderbird')).toBeNull());
    expect(requestsTo(requests, LIST_PATH)).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Deleting the rule mapping' })).toBeNull();
    expect(buttons(/^Delete/).every((button) => !button.disabled)).toBe(true);
  });

  it('goes back a page after deleting the only rule of the last page', async () => {
    const seven = Array.from({ length: 7 }, (_, index) => record(index + 1));
    serve({ lists: [seven, seven.slice(0, 6)] });
    renderScreen();
    await rowOf('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(['Product 7']);

    await userEvent.click(within(await rowOf('Product 7')).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Mapping deleted.')).toBeTruthy();
    await waitFor(() => expect(rowNames()).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it("shows the server's message when the delete fails, and a general one when there is none", async () => {
    let answer = () =>
      jsonResponse(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Rule mapping not found.',
          ReturnObject: { ErrorCode: 'Rule mapping not found.' },
        },
        404,
      );
    serve({ remove: () => answer() });
    renderScreen();
    const confirmDelete = async () => {
      const row = await rowOf('Firefox ESR');
      await waitFor(() =>
        expect(within(row).getByRole<HTMLButtonElement>('button', { name: /^Delete/ }).disabled).toBe(false),
      );
      await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await confirmDelete();
    expect(await screen.findByText('Rule mapping not found.')).toBeTruthy();
    expect(screen.getByText('Firefox ESR')).toBeTruthy();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await confirmDelete();
    expect(await screen.findByText(feedbackMessages.somethingWentWrong)).toBeTruthy();
  });
});
