// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, serverMessages, type UserDataMappingRecord } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import {
  failureResponse,
  heldResponse,
  jsonResponse,
  stubFetch,
  type RecordedRequest,
} from '../../../testing/http-stubs.ts';
import { buttonNamed as button, textboxLabelled as input } from '../../../testing/form-queries.ts';
import { renderRoutesAt, shownLocation as location } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { dataMappingEditHref } from '../user-data-mapping-rules.ts';
import { UserDataMappingEditScreen } from './user-data-mapping-edit-screen.tsx';

const API = '/v2/7/normalize/sw/user_data_mapping';

const microsoft: UserDataMappingRecord = {
  hash_key: '00000000-0000-0000-0000-000000000001',
  field_name: 'publisher',
  normalized_value: 'Microsoft Corporation',
  custom_value: 'MSFT',
  updated_at: '2025-03-04T10:20:30.000Z',
  updated_by: 'jdoe',
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function serve({
  record = microsoft,
  view,
  update,
}: { record?: UserDataMappingRecord; view?: Handler; update?: Handler } = {}) {
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case `${API}/view_by_value`:
        return view?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { user_data_mapping: record } });
      case `${API}/update`:
        return update?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Updated.' } });
      default:
        return jsonResponse({ ReturnCode: 200, ReturnObject: { user_data_mappings: [] } });
    }
  });
}

function renderScreen(route = dataMappingEditHref(microsoft)) {
  renderRoutesAt(route, {
    '/user-data-mapping/:id': <UserDataMappingEditScreen />,
    '/user-data-mapping': <p>The mapping list</p>,
  });
}

const updates = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === `${API}/update`);
const query = (request: RecordedRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

async function loaded(customValue = 'MSFT') {
  await waitFor(() => expect(input('Customized Value').value).toBe(customValue));
}

describe(UserDataMappingEditScreen.name, () => {
  signInForEachTest('7');

  it("loads the mapping by its value and field, under the breadcrumb 'User Data Mapping' / field_name-normalized_value", async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    expect(query(requests[0])).toEqual({ NormalizedValue: 'Microsoft Corporation', FieldName: 'publisher' });
    const breadcrumb = screen.getByLabelText('Breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'User Data Mapping' }).getAttribute('href')).toBe(
      '/user-data-mapping',
    );
    expect(within(breadcrumb).getByText('publisher-Microsoft Corporation')).toBeTruthy();
    expect(input('Field Name').value).toBe('Publisher');
    expect(input('Field Name').readOnly).toBe(true);
    expect(input('Normalized Value').value).toBe('Microsoft Corporation');
    expect(input('Normalized Value').readOnly).toBe(true);
    expect(input('Customized Value').readOnly).toBe(false);
    expect(button('Save').disabled).toBe(false);
    expect(button('Cancel').disabled).toBe(false);
  });

  it('takes a value with slashes, spaces and signs from the address, and works without ?field=', async () => {
    const odd = { ...microsoft, field_name: 'name' as const, normalized_value: 'AC/DC #1 & 50%?' };
    const { requests } = serve({ record: odd });
    renderScreen(`/user-data-mapping/${encodeURIComponent(odd.normalized_value)}`);
    await loaded();
    expect(query(requests[0])).toEqual({ NormalizedValue: 'AC/DC #1 & 50%?' });
    expect(within(screen.getByLabelText('Breadcrumb')).getByText('name-AC/DC #1 & 50%?')).toBeTruthy();
    expect(input('Normalized Value').value).toBe('AC/DC #1 & 50%?');
  });

  it('requires the customized value, and sends nothing without it', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    await userEvent.clear(input('Customized Value'));
    await userEvent.type(input('Customized Value'), '   ');
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Customized Value is required')).toBeTruthy();
    expect(input('Customized Value').getAttribute('aria-invalid')).toBe('true');
    expect(updates(requests)).toHaveLength(0);
  });

  it('saves the customized value only, naming the mapping by value and field, then goes back to the list', async () => {
    const update = heldResponse(() => jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Updated.' } }));
    const { requests } = serve({ update: update.handler });
    renderScreen();
    await loaded();
    await userEvent.clear(input('Customized Value'));
    await userEvent.type(input('Customized Value'), ' Microsoft ');
    await userEvent.click(button('Save'));

    await waitFor(() => expect(button('Save').disabled).toBe(true));
    expect(button('Cancel').disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Saving the mapping' })).toBeTruthy();
    update.release();

    expect(await screen.findByText('Data Mapping updated successfully!')).toBeTruthy();
    const [put] = updates(requests);
    expect(put?.method).toBe('PUT');
    expect(query(put)).toEqual({ NormalizedValue: 'Microsoft Corporation', FieldName: 'publisher' });
    expect(JSON.parse(put?.body as string)).toEqual({ CustomValue: 'Microsoft' });
    await waitFor(() => expect(location()).toBe('/user-data-mapping'));
  });

  it("shows the server's reason when the save fails, else the spec's text", async () => {
    let answer: Handler = () => failureResponse(500, 'INTERNAL', 'Boom.');
    serve({ update: (request) => answer(request) });
    renderScreen();
    await loaded();
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Boom.')).toBeTruthy();
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    await userEvent.click(button('Save'));
    expect(await screen.findByText(feedbackMessages.submitError)).toBeTruthy();
    expect(location()).toBe('/user-data-mapping/Microsoft%20Corporation?field=publisher');
  });

  it('keeps Save and Cancel disabled while the mapping loads', async () => {
    const view = heldResponse(() => jsonResponse({ ReturnCode: 200, ReturnObject: { user_data_mapping: microsoft } }));
    serve({ view: view.handler });
    renderScreen();
    expect(await screen.findByRole('status', { name: 'Loading the mapping' })).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    view.release();
    await loaded();
  });

  it('Cancel goes back to the list', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(location()).toBe('/user-data-mapping'));
    expect(updates(requests)).toHaveLength(0);
  });

  it.each([
    [
      "the server's ErrorCode",
      () => failureResponse(404, 'NOT_FOUND', serverMessages.dataMappingNotFound),
      serverMessages.dataMappingNotFound,
    ],
    [
      "the spec's text without one",
      () => jsonResponse({ ReturnCode: 404, ReturnObject: {} }),
      'Something went wrong Please try again',
    ],
  ])('goes back to the list with %s when the mapping does not exist', async (_, view, message) => {
    serve({ view });
    renderScreen();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/user-data-mapping'));
  });
});
