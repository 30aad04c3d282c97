// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, serverMessages, type UserCatalogRecord } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import {
  failureResponse,
  heldResponse,
  jsonResponse,
  stubFetch,
  type RecordedRequest,
} from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { UserCatalogListScreen } from './user-catalog-list-screen.tsx';

const API = '/v2/7/normalize/sw/user_catalog';

function entry(id: number, overrides: Partial<UserCatalogRecord> = {}): UserCatalogRecord {
  return {
    u_cat_ref_id: id,
    publisher: `Publisher ${id}`,
    name: `Product ${id}`,
    version: `${id}.0`,
    major: String(id),
    minor: '0',
    patch: null,
    build: null,
    release: null,
    edition: null,
    servicepack: null,
    architecture: null,
    language: null,
    updated_at: '2025-03-04T10:20:30.000Z',
    updated_by: 'jdoe',
    ...overrides,
  };
}

const acrobat = entry(1, {
  publisher: 'Adobe',
  name: 'Acrobat Reader',
  version: '24.1',
  release: '2024',
  edition: 'DC',
});
const office = entry(2, {
  publisher: 'Microsoft',
  name: 'Office',
  version: '16.0',
  release: '2021',
  edition: 'Professional Plus',
});
const visio = entry(3, {
  publisher: 'Microsoft',
  name: 'Visio',
  version: '16.0',
  release: '2019',
  edition: 'Standard',
});
const more = [4, 5, 6, 7].map((id) => entry(id));

interface ServeOptions {
  records?: UserCatalogRecord[];
  remove?: (request: RecordedRequest) => Response | Promise<Response>;
}

/** Answers the list and the delete; a successful delete takes the entry off the list the server sends. */
function serve({ records = [acrobat, office, visio, ...more], remove }: ServeOptions = {}) {
  let current = [...records];
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case `${API}/view`:
        return jsonResponse({ ReturnCode: 200, ReturnObject: { usercatalog_records: current } });
      case `${API}/delete`: {
        if (remove) return remove(request);
        const id = Number(request.url.searchParams.get('u_cat_ref_id'));
        current = current.filter((record) => record.u_cat_ref_id !== id);
        return jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Deleted.' } });
      }
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

function renderList() {
  renderWithProviders(
    <>
      <UserCatalogListScreen />
      <ToastContainer />
    </>,
    { route: '/user-catalog' },
  );
}

const table = () => screen.getByRole('table', { name: 'User catalog entries' });

/** The first cell of every shown row: the publishers, in order. */
function shownPublishers() {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);
}

async function rowOf(text: string) {
  const list = await screen.findByRole('table', { name: 'User catalog entries' });
  return (await within(list).findByText(text)).closest('tr') as HTMLElement;
}

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === `${API}/view`).length;

describe(UserCatalogListScreen.name, () => {
  signInForEachTest('7');

  it('lists the entries six to a page, with the updated stamp and the actions', async () => {
    serve();
    renderList();
    expect(await screen.findByRole('heading', { name: 'User Catalog' })).toBeTruthy();
    const row = await rowOf('Acrobat Reader');
    for (const text of ['Adobe', '24.1', '2024', 'DC', 'by jdoe']) expect(within(row).getByText(text)).toBeTruthy();
    const edit = within(row).getByRole('link', { name: 'Edit Adobe Acrobat Reader' });
    expect(edit.getAttribute('href')).toBe('/user-catalog/1');
    expect(within(row).getByRole('button', { name: 'Delete Adobe Acrobat Reader' })).toBeTruthy();
    expect(shownPublishers()).toEqual(['Adobe', 'Microsoft', 'Microsoft', 'Publisher 4', 'Publisher 5', 'Publisher 6']);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownPublishers()).toEqual(['Publisher 7']);
  });

  it('filters on publisher, name, release, version and edition: any case, substrings, all together', async () => {
    serve();
    renderList();
    await rowOf('Acrobat Reader');
    for (const name of ['Publisher', 'Name', 'Version', 'Release', 'Edition']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }

    await userEvent.type(screen.getByLabelText('Filter Publisher'), 'MICRO');
    expect(shownPublishers()).toEqual(['Microsoft', 'Microsoft']);
    await userEvent.type(screen.getByLabelText('Filter Release'), '202');
    expect(within(table()).getByText('Office')).toBeTruthy();
    expect(within(table()).queryByText('Visio')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Filter Release'));
    await userEvent.type(screen.getByLabelText('Filter Edition'), 'stand');
    expect(within(table()).getByText('Visio')).toBeTruthy();
    expect(within(table()).queryByText('Office')).toBeNull();
    await userEvent.type(screen.getByLabelText('Filter Version'), '16');
    await userEvent.type(screen.getByLabelText('Filter Name'), 'vis');
    expect(shownPublishers()).toEqual(['Microsoft']);
    await userEvent.type(screen.getByLabelText('Filter Name'), 'x');
    expect(within(table()).getByText('No entries match the filters')).toBeTruthy();
  });

  it('ignores a lone space, and a filter change goes back to page 1', async () => {
    serve();
    renderList();
    await rowOf('Acrobat Reader');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.type(screen.getByLabelText('Filter Publisher'), ' ');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(shownPublishers()).toHaveLength(6);
  });

  it('says when the catalog is empty', async () => {
    serve({ records: [] });
    renderList();
    expect(await screen.findByText('Your company catalog has no entries yet.')).toBeTruthy();
  });

  it('deletes after Confirm Delete: locks scrolling, dims the row, covers the list, then refetches', async () => {
    const remove = heldResponse(() => jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Deleted.' } }));
    const { requests } = serve({ remove: remove.handler });
    renderList();
    const row = await rowOf('Office');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Microsoft Office' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText(feedbackMessages.confirmDelete)).toBeTruthy();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(row.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status', { name: 'Deleting the entry' })).toBeTruthy();
    for (const button of within(table()).getAllByRole<HTMLButtonElement>('button', { name: /^(Edit|Delete) / })) {
      expect(button.disabled).toBe(true);
    }
    expect(within(table()).queryAllByRole('link', { name: /^Edit / })).toHaveLength(0);

    const calls = listCalls(requests);
    const [sent] = requests.filter((request) => request.url.pathname === `${API}/delete`);
    expect(sent?.method).toBe('DELETE');
    expect(sent?.url.searchParams.get('u_cat_ref_id')).toBe('2');
    remove.release();

    expect(await screen.findByText('User Catalog Deleted Successfully.')).toBeTruthy();
    await waitFor(() => expect(listCalls(requests)).toBeGreaterThan(calls));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Deleting the entry' })).toBeNull());
    expect(within(table()).getByRole('link', { name: 'Edit Adobe Acrobat Reader' })).toBeTruthy();
  });

  it('sends nothing when Confirm Delete is cancelled, and unlocks scrolling', async () => {
    const { requests } = serve();
    renderList();
    await userEvent.click(within(await rowOf('Visio')).getByRole('button', { name: 'Delete Microsoft Visio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
    expect(requests.filter((request) => request.url.pathname === `${API}/delete`)).toHaveLength(0);
  });

  it('goes back a page after deleting the only entry of the last page', async () => {
    serve();
    renderList();
    await rowOf('Acrobat Reader');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(
      within(await rowOf('Product 7')).getByRole('button', { name: 'Delete Publisher 7 Product 7' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User Catalog Deleted Successfully.')).toBeTruthy();
    await waitFor(() => expect(shownPublishers()).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it("shows the server's reason when the delete fails, and keeps the entry", async () => {
    serve({ remove: () => failureResponse(404, 'NOT_FOUND', serverMessages.userCatalogNotFound) });
    renderList();
    await userEvent.click(within(await rowOf('Office')).getByRole('button', { name: 'Delete Microsoft Office' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverMessages.userCatalogNotFound)).toBeTruthy();
    expect(screen.queryByText('User Catalog Deleted Successfully.')).toBeNull();
    expect(within(table()).getByText('Office')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom.' }, 500));
    renderList();
    expect(await screen.findByRole('region', { name: 'The user catalog could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
