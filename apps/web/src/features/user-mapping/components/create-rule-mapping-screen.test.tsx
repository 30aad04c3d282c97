// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, NORMALIZED_FIELDS, type RuleMappingCreateRequest } from '@rnorm/contracts';
import { Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CreateRuleMappingScreen } from './create-rule-mapping-screen.tsx';

const SEARCH_PATH = '/v2/7/search';
const CHECK_PATH = '/v2/check-record';
const ADD_PATH = '/v2/7/normalize/sw/user_mapping/add';
const DELAYS = { debounceMs: 200, fetchDebounceMs: 100 };
/** Suggestions come after the waits above and a fetch; a busy machine may take a while. */
const SUGGESTION_WAIT = { timeout: 5_000 };

/** What the type-ahead knows per field. */
const catalog: Record<string, string[]> = {
  publisher: ['Mozilla', 'Mozilla Foundation'],
  name: ['Firefox', 'Firefox ESR', 'Thunderbird'],
  version: ['128.0.1', '115.2'],
  edition: ['ESR', 'Enterprise'],
  architecture: ['x64', 'x86'],
};

/** Like the API: matches of the last field; for free-form fields the typed text too. */
function suggestions(request: RecordedRequest) {
  const [field, typed] = [...request.url.searchParams].at(-1) ?? ['', ''];
  const known = (catalog[field] ?? []).filter((value) => value.toLowerCase().includes(typed.toLowerCase()));
  const freeForm = field !== 'publisher' && field !== 'name';
  return freeForm && !known.includes(typed) ? [...known, typed] : known;
}

interface ServeOptions {
  exists?: boolean;
  add?: () => Response;
}

function serve({ exists = true, add }: ServeOptions = {}) {
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case SEARCH_PATH:
        return jsonResponse({ values: suggestions(request) });
      case CHECK_PATH:
        return jsonResponse({ exists });
      case ADD_PATH:
        return (
          add?.() ??
          jsonResponse({
            ReturnCode: 200,
            ReturnObject: { message: 'Mapping added.', hash_key: '00000000-0000-4000-8000-000000000001' },
          })
        );
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);

function renderScreen(route = '/user-mapping/create') {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/user-mapping/create" element={<CreateRuleMappingScreen typeAheadDelays={DELAYS} />} />
        <Route path="/user-mapping" element={<p>The rule list</p>} />
      </Routes>
      <ToastContainer />
    </>,
    { route },
  );
}

const rawGroup = () => screen.getByRole('group', { name: 'Define Raw Data for Standardization' });
const normalizedGroup = () => screen.getByRole('group', { name: 'Define Normalized Data for Mapping' });
const rawInput = (label: string) => within(rawGroup()).getByRole<HTMLInputElement>('textbox', { name: label });
const field = (label: string) => within(normalizedGroup()).getByRole<HTMLInputElement>('combobox', { name: label });

async function fillRaw() {
  await userEvent.type(rawInput('Publisher'), 'Mozilla Corp');
  await userEvent.type(rawInput('Name'), 'Firefox ESR x64');
  await userEvent.type(rawInput('Version'), '128.0.1');
}

/** Types into a normalized field and picks one of the suggestions. */
async function pick(label: string, typed: string, option: string) {
  // Pasted in one input event: typed key by key on a busy machine, a pause between two keys can outlast the
  // debounce and search for half the text.
  await userEvent.click(field(label));
  await userEvent.paste(typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, SUGGESTION_WAIT));
  await waitFor(() => expect(field(label).value).toBe(option.startsWith('Use "') ? typed.trim() : option));
}

async function fillNormalized() {
  await pick('Publisher', 'moz', 'Mozilla');
  await pick('Name', 'fire', 'Firefox ESR');
  await pick('Version', '128', '128.0.1');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create' }));

describe(CreateRuleMappingScreen.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the breadcrumb, the raw fields and the 12 normalized type-aheads', () => {
    serve();
    renderScreen();
    const breadcrumb = screen.getByLabelText('Breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'User Rule Mapping' }).getAttribute('href')).toBe(
      '/user-mapping',
    );
    expect(within(breadcrumb).getByText('Create User Rule Mapping').getAttribute('aria-current')).toBe('page');
    for (const label of ['Publisher', 'Name', 'Version']) {
      expect(rawInput(label).getAttribute('autocomplete')).toBe('off');
    }
    const labels = within(normalizedGroup())
      .getAllByRole('combobox')
      .map((input) => input.closest('.mantine-InputWrapper-root')?.querySelector('label')?.firstChild?.textContent);
    expect(labels).toEqual([
      'Publisher',
      'Name',
      'Version',
      'Major',
      'Minor',
      'Patch',
      'Build',
      'Release',
      'Edition',
      'Service Pack',
      'Architecture',
      'Language',
    ]);
    expect(labels).toHaveLength(NORMALIZED_FIELDS.length);
  });

  it("starts from the raw row a row's Create rule names in the address", () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderScreen(
      `/user-mapping/create?${new URLSearchParams({ publisher: 'Contoso, Ltd.', name: 'Payroll & HR 4.2', version: '4.2.1' })}`,
    );
    expect(rawInput('Publisher').value).toBe('Contoso, Ltd.');
    expect(rawInput('Name').value).toBe('Payroll & HR 4.2');
    expect(rawInput('Version').value).toBe('4.2.1');
  });

  it('requires the raw and the normalized publisher, name and version', async () => {
    const { requests } = serve();
    renderScreen();
    await submit();
    for (const group of [rawGroup(), normalizedGroup()]) {
      expect(within(group).getByText('Publisher is required')).toBeTruthy();
      expect(within(group).getByText('Name is required')).toBeTruthy();
      expect(within(group).getByText('Version is required')).toBeTruthy();
    }
    expect(rawInput('Publisher').getAttribute('aria-invalid')).toBe('true');
    expect(field('Publisher').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);

    // The messages follow the values once shown.
    await userEvent.type(rawInput('Publisher'), 'Mozilla Corp');
    expect(within(rawGroup()).queryByText('Publisher is required')).toBeNull();
  });

  it('keeps Name until Publisher has a value and Version until Name has one; clearing Publisher clears both', async () => {
    const { requests } = serve();
    renderScreen();
    expect(field('Name').disabled).toBe(true);
    expect(field('Version').disabled).toBe(true);
    expect(field('Major').disabled).toBe(false);

    await pick('Publisher', 'moz', 'Mozilla');
    expect(field('Name').disabled).toBe(false);
    expect(field('Version').disabled).toBe(true);
    await pick('Name', 'fire', 'Firefox ESR');
    expect(field('Version').disabled).toBe(false);
    await pick('Version', '128', '128.0.1');

    // The type-ahead asks with the values before the typed field, the typed one last.
    const searches = requestsTo(requests, SEARCH_PATH).map((request) => [...request.url.searchParams]);
    expect(searches).toContainEqual([['publisher', 'moz']]);
    expect(searches).toContainEqual([
      ['publisher', 'Mozilla'],
      ['name', 'fire'],
    ]);
    expect(searches).toContainEqual([
      ['publisher', 'Mozilla'],
      ['name', 'Firefox ESR'],
      ['version', '128'],
    ]);
    // Picking a version fills the empty parts it holds.
    expect(field('Major').value).toBe('128');
    expect(field('Minor').value).toBe('0');
    expect(field('Patch').value).toBe('1');
    expect(field('Build').value).toBe('');

    await userEvent.clear(field('Publisher'));
    expect(field('Name').value).toBe('');
    expect(field('Name').disabled).toBe(true);
    expect(field('Version').value).toBe('');
    expect(field('Version').disabled).toBe(true);
    expect(field('Major').value).toBe('128');
  });

  it('blocks the submit while a typed value is not chosen from the suggestions', async () => {
    const { requests } = serve();
    renderScreen();
    await fillRaw();
    await fillNormalized();
    await userEvent.type(field('Name'), ' Nightly');
    await submit();
    // The only problem is the name typed but not chosen.
    const message = within(normalizedGroup()).getByText('Choose a value from the suggestions');
    expect(within(normalizedGroup()).queryByText(/is required/)).toBeNull();
    expect(field('Version').value).toBe('128.0.1');
    expect(field('Name').getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(requestsTo(requests, CHECK_PATH)).toHaveLength(0);
    expect(requestsTo(requests, ADD_PATH)).toHaveLength(0);

    // Back in the field, the suggestions show again; picked as a new value, the name is fine.
    await userEvent.click(field('Name'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Use "Firefox ESR Nightly" (new)' }, SUGGESTION_WAIT),
    );
    expect(within(normalizedGroup()).queryByText('Choose a value from the suggestions')).toBeNull();
    await submit();
    expect(await screen.findByText('Mapping added successfully!')).toBeTruthy();
    expect(JSON.parse(requestsTo(requests, ADD_PATH)[0]?.body as string)).toMatchObject({
      name_normalised: 'Firefox ESR Nightly',
    });
  });

  it('creates at once when the normalized values exist, posting empty optional values as null', async () => {
    const { requests } = serve({ exists: true });
    renderScreen();
    await fillRaw();
    await fillNormalized();
    await pick('Architecture', 'x6', 'x64');
    await userEvent.clear(field('Minor'));
    await submit();

    expect(await screen.findByText('Mapping added successfully!')).toBeTruthy();
    expect(await screen.findByText('The rule list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const [check] = requestsTo(requests, CHECK_PATH);
    expect([...(check?.url.searchParams ?? [])]).toEqual([
      ['publisher', 'Mozilla'],
      ['name', 'Firefox ESR'],
      ['version', '128.0.1'],
      ['major', '128'],
      ['patch', '1'],
      ['architecture', 'x64'],
    ]);
    const [add] = requestsTo(requests, ADD_PATH);
    expect(add?.method).toBe('POST');
    const expected: RuleMappingCreateRequest = {
      Publisher: 'Mozilla Corp',
      Title: 'Firefox ESR x64',
      Version: '128.0.1',
      any_version: false,
      publisher_normalised: 'Mozilla',
      name_normalised: 'Firefox ESR',
      version_normalised: '128.0.1',
      major_normalised: '128',
      minor_normalised: null,
      patch_normalised: '1',
      build_normalised: null,
      release_normalised: null,
      edition_normalised: null,
      servicepack_normalised: null,
      architecture_normalised: 'x64',
      language_normalised: null,
    };
    expect(JSON.parse(add?.body as string)).toEqual(expected);
  });

  it('makes a rule for every version of the title: the version is left to each row, and none is required', async () => {
    const { requests } = serve({ exists: true });
    renderScreen(
      `/user-mapping/create?${new URLSearchParams({ publisher: 'Mozilla Corp', name: 'Firefox ESR 128.0.1', version: '128.0.1', any_version: '1' })}`,
    );
    const anyVersion = screen.getByRole<HTMLInputElement>('checkbox', { name: /Every version of this title/ });
    expect(anyVersion.checked).toBe(true);
    for (const label of ['Version', 'Major', 'Minor', 'Patch', 'Build']) expect(field(label).disabled).toBe(true);
    expect(field('Version').placeholder).toBe("The row's own");
    await pick('Publisher', 'moz', 'Mozilla');
    await pick('Name', 'fire', 'Firefox ESR');
    expect(field('Version').disabled).toBe(true);
    await submit();
    expect(await screen.findByText('The rule list')).toBeTruthy();
    expect(JSON.parse(requestsTo(requests, ADD_PATH)[0]?.body as string)).toMatchObject({
      Title: 'Firefox ESR 128.0.1',
      any_version: true,
      name_normalised: 'Firefox ESR',
      version_normalised: '',
      major_normalised: null,
    });
  });

  it('clears a version picked before when the rule is made for every version, and asks for one again when not', async () => {
    serve({ exists: true });
    renderScreen();
    await fillRaw();
    await fillNormalized();
    const anyVersion = screen.getByRole<HTMLInputElement>('checkbox', { name: /Every version of this title/ });
    await userEvent.click(anyVersion);
    expect(field('Version').value).toBe('');
    expect(field('Major').value).toBe('');
    await userEvent.click(anyVersion);
    expect(field('Version').disabled).toBe(false);
    await submit();
    expect(within(normalizedGroup()).getByText('Version is required')).toBeTruthy();
  });

  it("asks 'No Exact Match Found' before creating a rule for values the catalog does not know", async () => {
    const { requests } = serve({ exists: false });
    renderScreen();
    await fillRaw();
    await pick('Publisher', 'Contoso Labs', 'Use "Contoso Labs" (new)');
    await pick('Name', 'Widget Studio', 'Use "Widget Studio" (new)');
    await pick('Version', '3.1', '3.1');
    await submit();

    let dialog = await screen.findByRole('dialog', { name: 'No Exact Match Found' });
    expect(within(dialog).getByText(/No exact match was found for the normalized catalog entry/)).toBeTruthy();
    expect(within(dialog).getByText(/about to create a custom rule/)).toBeTruthy();
    expect(within(dialog).getByText(/proceed\?/)).toBeTruthy();
    // Leaving without Ok creates nothing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(requests, ADD_PATH)).toHaveLength(0);

    await submit();
    dialog = await screen.findByRole('dialog', { name: 'No Exact Match Found' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Mapping added successfully!')).toBeTruthy();
    expect(await screen.findByText('The rule list')).toBeTruthy();
    const [add] = requestsTo(requests, ADD_PATH);
    expect(JSON.parse(add?.body as string)).toMatchObject({
      publisher_normalised: 'Contoso Labs',
      name_normalised: 'Widget Studio',
      version_normalised: '3.1',
      major_normalised: '3',
      minor_normalised: '1',
    });
  });

  it("shows the server's message when the create fails, and the spec's text when there is none", async () => {
    let answer = () =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'A rule for this raw row exists already.',
          ReturnCode: 409,
          ReturnObject: { ErrorCode: 'A rule for this raw row exists already.' },
        },
        409,
      );
    serve({ add: () => answer() });
    renderScreen();
    await fillRaw();
    await fillNormalized();
    await submit();
    expect(await screen.findByText('A rule for this raw row exists already.')).toBeTruthy();
    expect(screen.queryByText('The rule list')).toBeNull();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(false));
    await submit();
    expect(await screen.findByText(feedbackMessages.submitError)).toBeTruthy();
  });

  it('goes back to the list on Cancel', async () => {
    serve();
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The rule list')).toBeTruthy();
  });
});
