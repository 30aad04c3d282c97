// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, serverMessages, validationMessages } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { failureResponse, jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { buttonNamed as button, textboxLabelled as input } from '../../../testing/form-queries.ts';
import { renderRoutesAt, shownLocation as location } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { UserCatalogAddScreen } from './user-catalog-add-screen.tsx';
import { UserCatalogListScreen } from './user-catalog-list-screen.tsx';

const ADD = '/v2/7/normalize/sw/user_catalog/add';

function serve(
  answer = () => jsonResponse({ ReturnCode: 200, ReturnObject: { message: feedbackMessages.catalogAdded } }),
) {
  return stubFetch((request) =>
    request.url.pathname === ADD
      ? answer()
      : jsonResponse({ ReturnCode: 200, ReturnObject: { usercatalog_records: [] } }),
  );
}

function renderAt(route: string) {
  renderRoutesAt(route, {
    '/user-catalog/new': <UserCatalogAddScreen />,
    '/user-catalog': <UserCatalogListScreen />,
  });
}

describe(UserCatalogAddScreen.name, () => {
  signInForEachTest('7');

  it('is reached from the list, adds the entry with the fields filled in, and goes back to the list', async () => {
    const { requests } = serve();
    renderAt('/user-catalog');
    await userEvent.click(await screen.findByRole('link', { name: 'Add entry' }));
    await waitFor(() => expect(location()).toBe('/user-catalog/new'));

    await userEvent.type(input('Publisher'), 'Northwind');
    await userEvent.type(input('Name'), 'Northwind Timesheets');
    await userEvent.type(input('Version'), '3.0');
    await userEvent.type(input('Edition'), 'Server');
    await userEvent.click(button('Save'));
    expect(await screen.findByText(feedbackMessages.catalogAdded)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/user-catalog'));
    const added = requests.find((request) => request.url.pathname === ADD);
    expect(added?.method).toBe('POST');
    expect(JSON.parse(String(added?.body))).toMatchObject({
      publisher: 'Northwind',
      name: 'Northwind Timesheets',
      version: '3.0',
      edition: 'Server',
      release: null,
    });
  });

  it('asks for the required fields, and says why the server refuses an entry it has', async () => {
    const { requests } = serve(() => failureResponse(409, 'CONFLICT', serverMessages.userCatalogDuplicate));
    renderAt('/user-catalog/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validationMessages.publisherRequired)).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === ADD)).toBe(false);

    await userEvent.type(input('Publisher'), 'Northwind');
    await userEvent.type(input('Name'), 'Northwind Timesheets');
    await userEvent.type(input('Version'), '3.0');
    await userEvent.click(button('Save'));
    expect(await screen.findByText(serverMessages.userCatalogDuplicate)).toBeTruthy();
    expect(location()).toBe('/user-catalog/new');
  });
});
