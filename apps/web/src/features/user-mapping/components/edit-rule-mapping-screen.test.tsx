// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, type RuleMappingDetailResponse, type RuleMappingUpdateRequest } from '@rnorm/contracts';
import { Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EditRuleMappingScreen } from './edit-rule-mapping-screen.tsx';

const KEY = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const DETAIL_PATH = '/v2/usermapping/get_normalised';
const UPDATE_PATH = '/v2/7/normalize/sw/user_mapping/update';
const DELETE_PATH = '/v2/user_mapping/delete';
const SEARCH_PATH = '/v2/7/search';
const DELAYS = { debounceMs: 200, fetchDebounceMs: 100 };
/** Suggestions come after the waits above and a fetch; a busy machine may take a while. */
const SUGGESTION_WAIT = { timeout: 5_000 };

const detail: RuleMappingDetailResponse = {
  ReturnCode: 200,
  hash_key: KEY,
  raw_section: { raw_publisher: 'Mozilla Corp', raw_name: 'Firefox ESR x64', raw_version: '128.0.1' },
  normalized_section: {
    publisher: 'Mozilla',
    name: 'Firefox ESR',
    version: '128.0.1',
    major: '128',
    minor: '0',
    patch: '1',
    build: null,
    release: null,
    edition: 'ESR',
    servicepack: null,
    architecture: 'x64',
    language: null,
  },
  any_version: false,
  ignore_reason: null,
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

interface ServeOptions {
  load?: Handler;
  update?: Handler;
  remove?: Handler;
}

function serve({ load, update, remove }: ServeOptions = {}) {
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case DETAIL_PATH:
        if (load) return load(request);
        return request.url.searchParams.get('hash_key') === KEY
          ? jsonResponse(detail)
          : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Rule mapping not found.' }, 404);
      case UPDATE_PATH:
        return update?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping updated.' } });
      case DELETE_PATH:
        return remove?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping deleted.' } });
      case SEARCH_PATH: {
        const typed = [...request.url.searchParams].at(-1)?.[1] ?? '';
        return jsonResponse({ values: ['Enterprise', typed] });
      }
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);

function renderScreen(id = KEY) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/user-mapping/:id" element={<EditRuleMappingScreen typeAheadDelays={DELAYS} />} />
        <Route path="/user-mapping" element={<p>The rule list</p>} />
      </Routes>
      <ToastContainer />
    </>,
    { route: `/user-mapping/${id}` },
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const actionButtons = () => ['Save', 'Cancel', 'Delete'].map(button);
const field = (label: string) => screen.getByRole<HTMLInputElement>('combobox', { name: label });

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

describe(EditRuleMappingScreen.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Save, Cancel and Delete disabled while the rule loads', async () => {
    const answer = deferred();
    serve({ load: () => answer.promise });
    renderScreen();
    expect(await screen.findByRole('status', { name: 'Loading the rule mapping' })).toBeTruthy();
    expect(actionButtons().every((action) => action.disabled)).toBe(true);
    answer.resolve(jsonResponse(detail));
    await waitFor(() => expect(actionButtons().every((action) => !action.disabled)).toBe(true));
  });

  it('shows the id in the breadcrumb, the raw data read-only and open, and the normalized values to edit', async () => {
    const { requests } = serve();
    renderScreen();
    const breadcrumb = screen.getByLabelText('Breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'User Rule Mapping' }).getAttribute('href')).toBe(
      '/user-mapping',
    );
    expect(within(breadcrumb).getByText(KEY).getAttribute('aria-current')).toBe('page');

    const rawPublisher = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Raw Publisher' });
    expect(rawPublisher.value).toBe('Mozilla Corp');
    expect(rawPublisher.readOnly).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Raw Name' }).value).toBe('Firefox ESR x64');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Raw Version' }).value).toBe('128.0.1');
    const rawSection = screen.getByRole('button', { name: 'Raw Data' });
    expect(rawSection.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Normalized Data Mapping' }).getAttribute('aria-expanded')).toBe('true');

    expect(field('Publisher').value).toBe('Mozilla');
    expect(field('Name').value).toBe('Firefox ESR');
    expect(field('Edition').value).toBe('ESR');
    expect(field('Build').value).toBe('');
    expect(field('Name').disabled).toBe(false);
    expect(requestsTo(requests, DETAIL_PATH)[0]?.url.searchParams.get('hash_key')).toBe(KEY);

    // The sections fold.
    await userEvent.click(rawSection);
    expect(rawSection.getAttribute('aria-expanded')).toBe('false');
  });

  it('saves the normalized values, with the buttons disabled meanwhile, then goes back to the list', async () => {
    const answer = deferred();
    const { requests } = serve({ update: () => answer.promise });
    renderScreen();
    await waitFor(() => expect(field('Edition').value).toBe('ESR'));
    await userEvent.clear(field('Edition'));
    await userEvent.type(field('Edition'), 'Enterp');
    await userEvent.click(await screen.findByRole('option', { name: 'Enterprise' }, SUGGESTION_WAIT));
    await userEvent.clear(field('Architecture'));
    await userEvent.click(button('Save'));

    await waitFor(() => expect(requestsTo(requests, UPDATE_PATH)).toHaveLength(1));
    expect(actionButtons().every((action) => action.disabled)).toBe(true);
    const [update] = requestsTo(requests, UPDATE_PATH);
    expect(update?.method).toBe('POST');
    expect(update?.url.searchParams.get('hash_key')).toBe(KEY);
    const expected: RuleMappingUpdateRequest = {
      publisher: 'Mozilla',
      name: 'Firefox ESR',
      version: '128.0.1',
      major: '128',
      minor: '0',
      patch: '1',
      build: null,
      release: null,
      edition: 'Enterprise',
      servicepack: null,
      architecture: null,
      language: null,
    };
    expect(JSON.parse(update?.body as string)).toEqual(expected);

    answer.resolve(jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping updated.' } }));
    expect(await screen.findByText('Mapping updated successfully!')).toBeTruthy();
    expect(await screen.findByText('The rule list')).toBeTruthy();
  });

  it('saves a rule for every version without a version, which each row keeps its own of', async () => {
    const everyVersion: RuleMappingDetailResponse = {
      ...detail,
      normalized_section: { ...detail.normalized_section, version: '', major: null, minor: null, patch: null },
      any_version: true,
    };
    const { requests } = serve({ load: () => jsonResponse(everyVersion) });
    renderScreen();
    expect(await screen.findByText('Any version')).toBeTruthy();
    await waitFor(() => expect(field('Name').value).toBe('Firefox ESR'));
    // The version fields are the row's own: not asked, not required.
    expect(field('Version').disabled).toBe(true);
    expect(field('Version').placeholder).toBe("The row's own");
    await userEvent.click(button('Save'));
    await waitFor(() => expect(requestsTo(requests, UPDATE_PATH)).toHaveLength(1));
    expect(JSON.parse(requestsTo(requests, UPDATE_PATH)[0]?.body as string)).toMatchObject({
      version: '',
      major: null,
    });
    expect(await screen.findByText('The rule list')).toBeTruthy();
  });

  it('says that a rule ignores its rows, and why', async () => {
    serve({ load: () => jsonResponse({ ...detail, any_version: true, ignore_reason: 'Kiosk image component' }) });
    renderScreen();
    expect(await screen.findByText('Rows this rule matches are ignored: Kiosk image component')).toBeTruthy();
  });

  it('requires the normalized publisher, name and version, and sends nothing without them', async () => {
    const { requests } = serve();
    renderScreen();
    await waitFor(() => expect(field('Publisher').value).toBe('Mozilla'));
    await userEvent.clear(field('Publisher'));
    expect(field('Name').value).toBe('');
    expect(field('Name').disabled).toBe(true);
    await userEvent.click(button('Save'));
    expect(screen.getByText('Publisher is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Version is required')).toBeTruthy();
    expect(requestsTo(requests, UPDATE_PATH)).toHaveLength(0);
  });

  it("shows the server's message when the save fails, and the spec's text when there is none", async () => {
    let answer = () =>
      jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Version is required' }, 400);
    serve({ update: () => answer() });
    renderScreen();
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    await userEvent.click(button('Save'));
    expect(await screen.findByText('Version is required')).toBeTruthy();
    expect(screen.queryByText('The rule list')).toBeNull();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    await userEvent.click(button('Save'));
    expect(await screen.findByText(feedbackMessages.submitError)).toBeTruthy();
  });

  it('deletes the rule after Confirm Delete, sending its key in the body, then goes back to the list', async () => {
    const answer = deferred();
    const { requests } = serve({ remove: () => answer.promise });
    renderScreen();
    await waitFor(() => expect(button('Delete').disabled).toBe(false));
    await userEvent.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText(feedbackMessages.confirmDelete)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(requestsTo(requests, DELETE_PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionButtons().every((action) => action.disabled)).toBe(true);
    const [remove] = requestsTo(requests, DELETE_PATH);
    expect(remove?.method).toBe('DELETE');
    expect(JSON.parse(remove?.body as string)).toEqual({ hash_key: KEY });

    answer.resolve(jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Mapping deleted.' } }));
    expect(await screen.findByText('Mapping deleted.')).toBeTruthy();
    expect(await screen.findByText('The rule list')).toBeTruthy();
  });

  it('goes back to the list on Cancel, and stays on Cancel in Confirm Delete', async () => {
    const { requests } = serve();
    renderScreen();
    await waitFor(() => expect(button('Delete').disabled).toBe(false));
    await userEvent.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, DELETE_PATH)).toHaveLength(0);

    await userEvent.click(button('Cancel'));
    expect(await screen.findByText('The rule list')).toBeTruthy();
  });

  it('says when no rule has the id, with a way back to the list', async () => {
    const otherKey = '00000000-0000-4000-8000-000000000009';
    const { requests } = serve();
    renderScreen(otherKey);
    const notice = await screen.findByRole('region', { name: 'Rule mapping not found' });
    expect(within(notice).getByText('Rule mapping not found.')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Back to User Rule Mapping' }).getAttribute('href')).toBe(
      '/user-mapping',
    );
    // Not found stays not found: no retries.
    expect(requestsTo(requests, DETAIL_PATH)).toHaveLength(1);
  });
});
