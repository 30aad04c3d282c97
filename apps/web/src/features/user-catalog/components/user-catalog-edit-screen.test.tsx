// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, serverMessages, type UserCatalogRecord } from '@rnorm/contracts';
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
import { UserCatalogEditScreen } from './user-catalog-edit-screen.tsx';

const API = '/v2/7/normalize/sw/user_catalog';

const office: UserCatalogRecord & { metadata: unknown } = {
  u_cat_ref_id: 2,
  publisher: 'Microsoft',
  name: 'Office',
  version: '16.0',
  major: '16',
  minor: '0',
  patch: null,
  build: null,
  release: '2021',
  edition: 'Professional Plus',
  servicepack: null,
  architecture: 'x64',
  language: null,
  updated_at: '2025-03-04T10:20:30.000Z',
  updated_by: 'jdoe',
  // Whatever the server adds never goes back in the PUT.
  metadata: { source: 'import' },
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function serve({ view, edit }: { view?: Handler; edit?: Handler } = {}) {
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case `${API}/view_by_cat_ref`:
        return view?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { usercatalog_record: office } });
      case `${API}/edit`:
        return edit?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Updated.' } });
      default:
        return jsonResponse({ ReturnCode: 200, ReturnObject: { usercatalog_records: [] } });
    }
  });
}

function renderScreen(route = '/user-catalog/2') {
  renderRoutesAt(route, {
    '/user-catalog/:id': <UserCatalogEditScreen />,
    '/user-catalog': <p>The catalog list</p>,
  });
}

const edits = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === `${API}/edit`);

async function loaded() {
  await waitFor(() => expect(input('Publisher').value).toBe('Microsoft'));
}

describe(UserCatalogEditScreen.name, () => {
  signInForEachTest('7');

  it('loads the entry into the form, under a breadcrumb back to the list', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    expect(requests[0]?.url.searchParams.get('u_cat_ref_id')).toBe('2');
    const breadcrumb = screen.getByLabelText('Breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'User Catalog' }).getAttribute('href')).toBe('/user-catalog');
    expect(within(breadcrumb).getByText('Microsoft Office')).toBeTruthy();
    expect(input('Name').value).toBe('Office');
    expect(input('Version').value).toBe('16.0');
    expect(input('Edition').value).toBe('Professional Plus');
    expect(input('Service Pack').value).toBe('');
    expect(input('Architecture').value).toBe('x64');
    expect(button('Save').disabled).toBe(false);
    expect(button('Cancel').disabled).toBe(false);
  });

  it('keeps Save and Cancel disabled while the entry loads', async () => {
    const view = heldResponse(() => jsonResponse({ ReturnCode: 200, ReturnObject: { usercatalog_record: office } }));
    serve({ view: view.handler });
    renderScreen();
    expect(await screen.findByRole('status', { name: 'Loading the entry' })).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
    view.release();
    await loaded();
    expect(button('Save').disabled).toBe(false);
  });

  it('requires publisher, name and version, and sends nothing without them', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    for (const label of ['Publisher', 'Name', 'Version']) await userEvent.clear(input(label));
    await userEvent.clear(input('Edition'));
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Publisher is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Version is required')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(edits(requests)).toHaveLength(0);
  });

  it('saves the 12 fields, empty ones as null and no metadata, then goes back to the list', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    await userEvent.clear(input('Edition'));
    await userEvent.type(input('Edition'), '  ');
    await userEvent.clear(input('Name'));
    await userEvent.type(input('Name'), ' Office LTSC ');
    await userEvent.type(input('Language'), 'en-US');
    await userEvent.click(button('Save'));

    expect(await screen.findByText('User Catalog updated successfully!')).toBeTruthy();
    const [put] = edits(requests);
    expect(put?.method).toBe('PUT');
    expect(put?.url.searchParams.get('u_cat_ref_id')).toBe('2');
    const body = JSON.parse(put?.body as string) as Record<string, unknown>;
    expect(body).toEqual({
      publisher: 'Microsoft',
      name: 'Office LTSC',
      version: '16.0',
      major: '16',
      minor: '0',
      patch: null,
      build: null,
      release: '2021',
      edition: null,
      servicepack: null,
      architecture: 'x64',
      language: 'en-US',
    });
    expect(Object.keys(body)).toEqual([
      'publisher',
      'name',
      'version',
      'major',
      'minor',
      'patch',
      'build',
      'release',
      'edition',
      'servicepack',
      'architecture',
      'language',
    ]);
    await waitFor(() => expect(location()).toBe('/user-catalog'));
  });

  it('disables Save and Cancel while saving', async () => {
    const edit = heldResponse(() => jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Updated.' } }));
    serve({ edit: edit.handler });
    renderScreen();
    await loaded();
    await userEvent.click(button('Save'));
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    expect(button('Cancel').disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Saving the entry' })).toBeTruthy();
    edit.release();
    expect(await screen.findByText(feedbackMessages.catalogUpdated)).toBeTruthy();
  });

  it.each([
    [
      'in an error answer',
      () => failureResponse(500, 'INTERNAL', 'Duplicate entry for this publisher, name and version.'),
    ],
    [
      'in a 200 answer',
      () =>
        jsonResponse({
          ReturnCode: 500,
          ReturnObject: { ErrorCode: 'Duplicate entry for this publisher, name and version.' },
        }),
    ],
  ])('shows the ErrorCode of a ReturnCode 500 %s, and stays', async (_, answer) => {
    serve({ edit: answer });
    renderScreen();
    await loaded();
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Duplicate entry for this publisher, name and version.')).toBeTruthy();
    expect(screen.queryByText(feedbackMessages.catalogUpdated)).toBeNull();
    expect(location()).toBe('/user-catalog/2');
    await waitFor(() => expect(button('Save').disabled).toBe(false));
  });

  it("shows the spec's text when the failure has no reason", async () => {
    serve({ edit: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderScreen();
    await loaded();
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Error occurred while submitting data')).toBeTruthy();
  });

  it('Cancel goes back to the list without saving', async () => {
    const { requests } = serve();
    renderScreen();
    await loaded();
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(location()).toBe('/user-catalog'));
    expect(edits(requests)).toHaveLength(0);
  });

  it("goes back to the list with the server's reason when the entry does not exist", async () => {
    serve({ view: () => failureResponse(404, 'NOT_FOUND', serverMessages.userCatalogNotFound) });
    renderScreen('/user-catalog/99');
    expect(await screen.findByText(serverMessages.userCatalogNotFound)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/user-catalog'));
  });

  it('asks nothing for an address that cannot name an entry', async () => {
    const { requests } = serve();
    renderScreen('/user-catalog/abc');
    expect(await screen.findByRole('region', { name: 'Entry not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
