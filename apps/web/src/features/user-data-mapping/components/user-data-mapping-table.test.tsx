// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, serverMessages, type UserDataMappingRecord } from '@rnorm/contracts';
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
import { UserDataMappingListScreen } from './user-data-mapping-list-screen.tsx';

const API = '/v2/7/normalize/sw/user_data_mapping';

function mapping(index: number, overrides: Partial<UserDataMappingRecord> = {}): UserDataMappingRecord {
  return {
    hash_key: `00000000-0000-0000-0000-${String(index).padStart(12, '0')}`,
    field_name: 'name',
    normalized_value: `Value ${index}`,
    custom_value: `Custom ${index}`,
    updated_at: '2025-03-04T10:20:30.000Z',
    updated_by: 'jdoe',
    ...overrides,
  };
}

const microsoft = mapping(1, {
  field_name: 'publisher',
  normalized_value: 'Microsoft Corporation',
  custom_value: 'MSFT',
});
const javaPublisher = mapping(2, { field_name: 'publisher', normalized_value: 'Java', custom_value: 'Oracle Java' });
const javaName = mapping(3, { field_name: 'name', normalized_value: 'Java', custom_value: 'Java SE' });
const sp1 = mapping(4, { field_name: 'servicepack', normalized_value: 'SP1', custom_value: 'Service Pack 1' });
const more = [5, 6, 7].map((index) => mapping(index));

interface ServeOptions {
  records?: UserDataMappingRecord[];
  remove?: (request: RecordedRequest) => Response | Promise<Response>;
}

function serve({ records = [microsoft, javaPublisher, javaName, sp1, ...more], remove }: ServeOptions = {}) {
  let current = [...records];
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case `${API}/view`:
        return jsonResponse({ ReturnCode: 200, ReturnObject: { user_data_mappings: current } });
      case `${API}/delete`: {
        if (remove) return remove(request);
        const value = request.url.searchParams.get('NormalizedValue');
        const field = request.url.searchParams.get('FieldName');
        current = current.filter((record) => record.normalized_value !== value || record.field_name !== field);
        return jsonResponse({ ReturnCode: 200, ReturnObject: { message: serverMessages.dataMappingDeleted } });
      }
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

function renderList() {
  renderWithProviders(
    <>
      <UserDataMappingListScreen />
      <ToastContainer />
    </>,
    { route: '/user-data-mapping' },
  );
}

const table = () => screen.getByRole('table', { name: 'User data mappings' });

async function rowOf(text: string) {
  const list = await screen.findByRole('table', { name: 'User data mappings' });
  return (await within(list).findByText(text)).closest('tr') as HTMLElement;
}

/** The customized value of every shown row, in order. */
function shownCustomValues() {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent);
}

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === `${API}/view`).length;
const deletes = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === `${API}/delete`);

describe(UserDataMappingListScreen.name, () => {
  signInForEachTest('7');

  it('lists the mappings six to a page, with readable field names, Edit links and a way to create one', async () => {
    serve();
    renderList();
    expect(await screen.findByRole('heading', { name: 'User Data Mapping' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Mapping Rule' }).getAttribute('href')).toBe(
      '/user-data-mapping/create',
    );
    const row = await rowOf('Service Pack 1');
    expect(within(row).getByText('Service Pack')).toBeTruthy();
    expect(within(row).getByText('SP1')).toBeTruthy();
    expect(within(row).getByText('by jdoe')).toBeTruthy();
    expect(
      within(await rowOf('MSFT'))
        .getByRole('link', { name: 'Edit Publisher Microsoft Corporation' })
        .getAttribute('href'),
    ).toBe('/user-data-mapping/Microsoft%20Corporation?field=publisher');
    expect(shownCustomValues()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownCustomValues()).toEqual(['Custom 7']);
  });

  it('filters on Field Name, Normalized Value and Customized Value: any case, substrings, all together', async () => {
    serve();
    renderList();
    await rowOf('MSFT');
    for (const name of ['Field Name', 'Normalized Value', 'Customized Value']) {
      expect(screen.getByLabelText(`Filter ${name}`).getAttribute('autocomplete')).toBe('off');
    }
    await userEvent.type(screen.getByLabelText('Filter Normalized Value'), 'JAVA');
    expect(shownCustomValues()).toEqual(['Oracle Java', 'Java SE']);
    await userEvent.type(screen.getByLabelText('Filter Field Name'), 'publ');
    expect(shownCustomValues()).toEqual(['Oracle Java']);
    await userEvent.clear(screen.getByLabelText('Filter Field Name'));
    await userEvent.clear(screen.getByLabelText('Filter Normalized Value'));
    await userEvent.type(screen.getByLabelText('Filter Field Name'), 'service p');
    expect(shownCustomValues()).toEqual(['Service Pack 1']);
    await userEvent.clear(screen.getByLabelText('Filter Field Name'));
    await userEvent.type(screen.getByLabelText('Filter Customized Value'), 'se');
    expect(shownCustomValues()).toEqual(['Java SE', 'Service Pack 1']);
    await userEvent.type(screen.getByLabelText('Filter Customized Value'), 'zz');
    expect(within(table()).getByText('No mappings match the filters')).toBeTruthy();
  });

  it('says when there is no mapping yet', async () => {
    serve({ records: [] });
    renderList();
    expect(await screen.findByText(/No data mappings yet/)).toBeTruthy();
  });

  it('deletes after Confirm Delete, naming the value and its field: dims the row, covers the list, refetches', async () => {
    let served = false;
    const remove = heldResponse(() => {
      served = true;
      return jsonResponse({ ReturnCode: 200, ReturnObject: { message: serverMessages.dataMappingDeleted } });
    });
    const { requests } = serve({ remove: remove.handler });
    renderList();
    const row = await rowOf('Java SE');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Name Java' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText(feedbackMessages.confirmDelete)).toBeTruthy();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(row.getAttribute('aria-busy')).toBe('true'));
    expect((await rowOf('Oracle Java')).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status', { name: 'Deleting the mapping' })).toBeTruthy();
    for (const button of within(table()).getAllByRole<HTMLButtonElement>('button', { name: /^(Edit|Delete) / })) {
      expect(button.disabled).toBe(true);
    }
    const [sent] = deletes(requests);
    expect(sent?.method).toBe('DELETE');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toEqual({ NormalizedValue: 'Java', FieldName: 'name' });

    const calls = listCalls(requests);
    remove.release();
    expect(await screen.findByText(serverMessages.dataMappingDeleted)).toBeTruthy();
    expect(served).toBe(true);
    await waitFor(() => expect(listCalls(requests)).toBeGreaterThan(calls));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Deleting the mapping' })).toBeNull());
  });

  it('goes back a page after deleting the only mapping of the last page', async () => {
    serve();
    renderList();
    await rowOf('MSFT');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(within(await rowOf('Custom 7')).getByRole('button', { name: 'Delete Name Value 7' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverMessages.dataMappingDeleted)).toBeTruthy();
    await waitFor(() => expect(shownCustomValues()).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'Failed to delete catalog.' when the delete fails, and keeps the mapping", async () => {
    const { requests } = serve({ remove: () => failureResponse(404, 'NOT_FOUND', serverMessages.dataMappingNotFound) });
    renderList();
    await userEvent.click(within(await rowOf('MSFT')).getByRole('button', { name: /^Delete Publisher Microsoft/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete catalog.')).toBeTruthy();
    expect(deletes(requests)).toHaveLength(1);
    expect(within(table()).getByText('MSFT')).toBeTruthy();
  });

  it('sends nothing when Confirm Delete is cancelled, and unlocks scrolling', async () => {
    const { requests } = serve();
    renderList();
    await userEvent.click(within(await rowOf('MSFT')).getByRole('button', { name: /^Delete / }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
    expect(deletes(requests)).toHaveLength(0);
  });
});
