// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverMessages } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderRoutesAt, shownLocation as location } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { SUGGESTION_DEBOUNCE_MS } from '../user-data-mapping-rules.ts';
import { UserDataMappingCreateScreen } from './user-data-mapping-create-screen.tsx';

const API = '/v2/7/normalize/sw/user_data_mapping';
const FIELD_NAMES = ['publisher', 'name', 'edition', 'release', 'servicepack', 'architecture', 'language', 'category'];
const PUBLISHERS = ['Microsoft', 'Microsoft Corporation', 'Micro Focus'];

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Answers the field names, the values of a field containing the filter (any case), and the create. */
function serve({ add }: { add?: Handler } = {}) {
  return stubFetch(async (request) => {
    switch (request.url.pathname) {
      case '/v2/ritcatalog/field_names':
        return jsonResponse({ ReturnCode: 200, ReturnObject: { field_names: FIELD_NAMES } });
      case '/v2/7/ritcatalog/distinct_values': {
        const field = request.url.searchParams.get('field_name');
        const filter = (request.url.searchParams.get('filter') ?? '').toLowerCase();
        const values = field === 'publisher' ? PUBLISHERS : ['Office', 'Visio'];
        return jsonResponse({ values: values.filter((value) => value.toLowerCase().includes(filter)) });
      }
      case `${API}/add`:
        return add?.(request) ?? jsonResponse({ ReturnCode: 201, ReturnObject: { message: 'Added.' } });
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

function renderScreen(props: { suggestionDebounceMs?: number; valueCheckDelayMs?: number } = {}) {
  renderRoutesAt('/user-data-mapping/create', {
    '/user-data-mapping/create': (
      <UserDataMappingCreateScreen suggestionDebounceMs={10} valueCheckDelayMs={50} {...props} />
    ),
    '/user-data-mapping': <p>The mapping list</p>,
  });
}

const fieldNameInput = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Field Name/ });
const valueInput = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Normalized Value/ });
const customInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Customized Value/ });
const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create' });
const valueRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname === '/v2/7/ritcatalog/distinct_values');
const adds = (requests: RecordedRequest[]) => requests.filter((request) => request.url.pathname === `${API}/add`);

async function chooseField(label: string) {
  await userEvent.click(fieldNameInput());
  await userEvent.click(await screen.findByRole('option', { name: label }));
  await waitFor(() => expect(fieldNameInput().value).toBe(label));
}

describe(UserDataMappingCreateScreen.name, () => {
  signInForEachTest('7');

  it('offers the field names from the catalog, with readable labels', async () => {
    const { requests } = serve();
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Create User Data Mapping' })).toBeTruthy();
    await userEvent.click(fieldNameInput());
    expect(await screen.findByRole('option', { name: 'Service Pack' })).toBeTruthy();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Publisher',
      'Name',
      'Edition',
      'Release',
      'Service Pack',
      'Architecture',
      'Language',
      'Category',
    ]);
    expect(requests[0]?.url.pathname).toBe('/v2/ritcatalog/field_names');
    expect(valueInput().getAttribute('autocomplete')).toBe('off');
  });

  it('requires the three values, and sends nothing without them', async () => {
    const { requests } = serve();
    renderScreen();
    await userEvent.click(createButton());
    expect(await screen.findByText('Field Name is required')).toBeTruthy();
    expect(screen.getByText('Normalized Value is required')).toBeTruthy();
    expect(screen.getByText('Customized Value is required')).toBeTruthy();
    expect(customInput().getAttribute('aria-invalid')).toBe('true');
    expect(adds(requests)).toHaveLength(0);
  });

  it('asks for a field name when a normalized value is typed first, and suggests nothing', async () => {
    const { requests } = serve();
    renderScreen();
    await userEvent.type(valueInput(), 'Micro');
    expect(await screen.findByText('Please select a Field Name')).toBeTruthy();
    expect(valueInput().getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(valueRequests(requests)).toHaveLength(0);

    await chooseField('Publisher');
    await waitFor(() => expect(screen.queryByText('Please select a Field Name')).toBeNull());
  });

  it('fetches the suggestions with the field name and the typed filter once typing pauses for 200 ms', async () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(200);
    const { requests } = serve();
    // A wait longer than the spec's 200 ms, so that a busy test machine pausing between two keys does not search
    // for half the word; the debounce is the same code whatever its length.
    renderScreen({ suggestionDebounceMs: 1_000 });
    await chooseField('Publisher');
    await userEvent.type(valueInput(), 'Micro');
    expect(await screen.findByRole('option', { name: 'Microsoft Corporation' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Micro Focus' })).toBeTruthy();
    const asked = valueRequests(requests);
    // Debounced: one request for the whole word, none for the letters typed on the way.
    expect(asked.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { field_name: 'publisher', filter: 'Micro' },
    ]);
  });

  it('warns about a value none of the suggestions names, and sends nothing', async () => {
    const { requests } = serve();
    renderScreen();
    await chooseField('Publisher');
    await userEvent.type(valueInput(), 'Micros0ft');
    expect(await screen.findByText('Please enter a valid Normalized Value')).toBeTruthy();
    await userEvent.type(customInput(), 'MSFT');
    await userEvent.click(createButton());
    await waitFor(() => expect(screen.getAllByText('Please enter a valid Normalized Value')).toHaveLength(1));
    expect(valueInput().getAttribute('aria-invalid')).toBe('true');
    expect(adds(requests)).toHaveLength(0);
  });

  it('checks the value on Create even before the suggestions came in', async () => {
    const { requests } = serve();
    renderScreen({ suggestionDebounceMs: 5_000, valueCheckDelayMs: 5_000 });
    await chooseField('Name');
    await userEvent.type(valueInput(), 'Office 2021');
    await userEvent.type(customInput(), 'Office');
    await userEvent.click(createButton());
    expect(await screen.findByText('Please enter a valid Normalized Value')).toBeTruthy();
    expect(adds(requests)).toHaveLength(0);
  });

  it('creates the mapping with the chosen suggestion, then goes back to the list', async () => {
    const { requests } = serve();
    renderScreen();
    await chooseField('Publisher');
    await userEvent.type(valueInput(), 'microsoft c');
    await waitFor(() => expect(valueRequests(requests).at(-1)?.url.searchParams.get('filter')).toBe('microsoft c'));
    await userEvent.click(await screen.findByRole('option', { name: 'Microsoft Corporation' }));
    expect(valueInput().value).toBe('Microsoft Corporation');
    await userEvent.type(customInput(), ' MSFT ');
    await userEvent.click(createButton());

    expect(await screen.findByText('User Data Mapping added successfully!')).toBeTruthy();
    const [post] = adds(requests);
    expect(post?.method).toBe('POST');
    expect(JSON.parse(post?.body as string)).toEqual({
      FieldName: 'publisher',
      NormalizedValue: 'Microsoft Corporation',
      CustomValue: 'MSFT',
    });
    await waitFor(() => expect(location()).toBe('/user-data-mapping'));
    expect(screen.queryByText('Please enter a valid Normalized Value')).toBeNull();
  });

  it("shows the server's reason when the value is mapped already, and stays", async () => {
    serve({
      add: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: serverMessages.dataMappingExists,
            ReturnCode: 409,
            ReturnObject: { ErrorCode: serverMessages.dataMappingExists },
          },
          409,
        ),
    });
    renderScreen();
    await chooseField('Name');
    await userEvent.type(valueInput(), 'Visio');
    await userEvent.type(customInput(), 'Visio Pro');
    await userEvent.click(createButton());
    expect(await screen.findByText(serverMessages.dataMappingExists)).toBeTruthy();
    expect(location()).toBe('/user-data-mapping/create');
    await waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it("shows the spec's text when the create fails without a reason", async () => {
    serve({ add: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderScreen();
    await chooseField('Name');
    await userEvent.type(valueInput(), 'Office');
    await userEvent.type(customInput(), 'Office Suite');
    await userEvent.click(createButton());
    expect(await screen.findByText('Error occurred while submitting data')).toBeTruthy();
  });

  it('Cancel goes back to the list', async () => {
    serve();
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/user-data-mapping'));
  });
});
