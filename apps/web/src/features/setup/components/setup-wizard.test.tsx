// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CATALOG_DB_NAME,
  feedbackMessages,
  METRICS_DB_NAME,
  SETUP_RELOAD_MS,
  validationMessages as m,
} from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, setRuntimeApiBaseUrl } from '../../../config/runtime-env.ts';
import { heldResponse, jsonResponse, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderRoutesAt } from '../../../testing/render.tsx';
import { SetupWizard } from './setup-wizard.tsx';

const API = 'http://api.test:8080';
const UPDATES = 'http://updates.test';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

interface Answers {
  endpoint?: Handler;
  updateEnv?: Handler;
  license?: Handler;
  initialize?: Handler;
}

const networkFailure: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/** The API endpoint, the host serving the app and the update server, each answering well unless told otherwise. */
function serve(answers: Answers = {}) {
  return stubFetch(async (request) => {
    switch (request.url.href) {
      case `${API}/v2/rnorm_initialized`:
        return answers.endpoint?.(request) ?? jsonResponse({ status: 'not_initialized', messages: [] });
      case 'http://localhost/api/update-env':
        return answers.updateEnv?.(request) ?? jsonResponse({ updated: true });
      case `${UPDATES}/v2/rnorm_validate_license`:
        return (
          answers.license?.(request) ??
          jsonResponse({
            status: 'success',
            message: 'Valid.',
            customer_id: 'acme',
            expires_at: '2030-01-01T00:00:00Z',
          })
        );
      case `${API}/v2/rnorm_initialize`:
        return (
          answers.initialize?.(request) ?? jsonResponse({ status: 'in_progress', messages: ['Databases reached.'] })
        );
      default:
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
}

function renderWizard(reloadPage = vi.fn()) {
  renderRoutesAt('/setup', { '/setup': <SetupWizard initialApiEndpoint={API} reloadPage={reloadPage} /> });
  return { reloadPage };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled exactly `label` (a required field's label goes on with an asterisk that is hidden from AT). */
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const stepHeading = (name: string) => screen.findByRole('heading', { name });
const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(String(request?.body));
const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);

async function fill(label: string, value: string) {
  const field = input(label);
  await userEvent.clear(field);
  if (value) await userEvent.paste(value);
}

async function passWelcome() {
  await userEvent.click(button('Next'));
  await stepHeading('Enter your licence');
}

async function fillLicense() {
  await fill('API License Key', 'header.payload.signature');
  await fill('Update Server', UPDATES);
}

async function passLicenseAndAccept() {
  await fillLicense();
  await userEvent.click(button('Next'));
  await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  await stepHeading('Enter PostgreSQL DB Information');
}

async function fillDatabase(prefix: 'catalog' | 'metrics') {
  await fill('DB Host', `${prefix}-db.internal`);
  await fill('DB Port', prefix === 'catalog' ? '5432' : '5433');
  await fill('DB Username', `${prefix}_user`);
  await fill('DB Password', `${prefix}-secret`);
}

async function goToAdminStep() {
  await passWelcome();
  await passLicenseAndAccept();
  await fillDatabase('catalog');
  await userEvent.click(button('Next'));
  await stepHeading('Enter Metrics DB Information');
  await fillDatabase('metrics');
  await userEvent.click(button('Next'));
  await stepHeading('Enter Redis Cache Information');
  await fill('Redis Host', 'cache.internal');
  await fill('Redis Port', '6379');
  await userEvent.click(button('Next'));
  await stepHeading('Enter admin password');
}

describe(SetupWizard.name, () => {
  afterEach(() => {
    cleanup();
    setRuntimeApiBaseUrl(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts on the welcome step with the API Endpoint prefilled, and no way back', async () => {
    serve();
    renderWizard();
    expect(await stepHeading('Welcome to rnorm')).toBeTruthy();
    expect(input('API Endpoint').value).toBe(API);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
  });

  it('wants an API Endpoint before it calls anything', async () => {
    const { requests } = serve();
    renderWizard();
    await fill('API Endpoint', '');
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.apiEndpointRequired)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('checks the endpoint, stores it on the host serving the app, and moves on', async () => {
    const { requests } = serve();
    renderWizard();
    await fill('API Endpoint', `${API}/`);
    await passWelcome();
    expect(requests.map((request) => `${request.method} ${request.url.href}`)).toEqual([
      `GET ${API}/v2/rnorm_initialized`,
      'POST http://localhost/api/update-env',
    ]);
    expect(bodyOf(requests[1])).toEqual({ REACT_APP_API_URL: API });
    expect(apiBaseUrl()).toBe(API);
  });

  it('says the endpoint cannot be reached on a network error, and stays on step 1', async () => {
    const { requests } = serve({ endpoint: networkFailure });
    renderWizard();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(feedbackMessages.setupEndpointUnreachable)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
    expect(requestsTo(requests, '/api/update-env')).toHaveLength(0);
  });

  it('fails step 1 when the endpoint answers an error, or the host does not store it', async () => {
    serve({ endpoint: () => jsonResponse({ message: 'Bad gateway' }, 502) });
    renderWizard();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(feedbackMessages.setupFailed)).toBeTruthy();
    cleanup();

    serve({ updateEnv: () => jsonResponse({ updated: false }) });
    renderWizard();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(feedbackMessages.setupFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
  });

  it('disables Previous and Next while a check runs', async () => {
    const held = heldResponse(() => jsonResponse({ status: 'not_initialized', messages: [] }));
    serve({ license: held.handler });
    renderWizard();
    await passWelcome();
    await fillLicense();
    await userEvent.click(button('Next'));
    await waitFor(() => expect(button('Next').disabled).toBe(true));
    expect(button('Previous').disabled).toBe(true);
    expect(screen.getByText('Checking the licence key')).toBeTruthy();
    held.release();
    await waitFor(() => expect(button('Previous').disabled).toBe(false));
  });

  it('wants the API License Key and the Update Server on step 2', async () => {
    const { requests } = serve();
    renderWizard();
    await passWelcome();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.licenseKeyRequired)).toBeTruthy();
    expect(screen.getByText(m.updateServerRequired)).toBeTruthy();
    expect(requestsTo(requests, '/v2/rnorm_validate_license')).toHaveLength(0);
  });

  it('sends the key to the update server, and says a refused key is invalid, with the reason', async () => {
    const { requests } = serve({
      license: () => jsonResponse({ status: 'error', message: 'The licence key has expired.' }, 403),
    });
    renderWizard();
    await passWelcome();
    await fillLicense();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(feedbackMessages.setupInvalidLicense.trim())).toBeTruthy();
    expect(feedbackMessages.setupInvalidLicense).toBe('Invalid License Key! ');
    expect(screen.getByText('The licence key has expired.')).toBeTruthy();
    expect(bodyOf(requestsTo(requests, '/v2/rnorm_validate_license')[0])).toEqual({
      license_jwt: 'header.payload.signature',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fails step 2 when the update server answers a status other than success', async () => {
    serve({ license: () => jsonResponse({ status: 'error', message: 'Unknown customer.' }) });
    renderWizard();
    await passWelcome();
    await fillLicense();
    await userEvent.click(button('Next'));
    expect(await screen.findByText(feedbackMessages.setupFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the EULA after the licence check; Accept goes to step 3 and the EULA is not asked again', async () => {
    const { requests } = serve();
    renderWizard();
    await passWelcome();
    await fillLicense();
    await userEvent.click(button('Next'));
    const eula = await screen.findByRole('dialog', { name: 'End User License Agreement' });
    const headings = within(eula)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      '1. License Grant',
      '2. Restrictions',
      '3. Ownership',
      '4. Your Data',
      '5. Term and Termination',
      '6. Disclaimer of Warranties',
      '7. Limitation of Liability',
      '8. Governing Law',
    ]);
    expect(within(eula).getByText(/laws of the State of Delaware/)).toBeTruthy();
    expect(within(eula).getByRole('region', { name: 'Licence text' }).tabIndex).toBe(0);
    await userEvent.click(within(eula).getByRole('button', { name: 'Accept' }));
    expect(await stepHeading('Enter PostgreSQL DB Information')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(button('Previous'));
    await stepHeading('Enter your licence');
    expect(input('API License Key').value).toBe('header.payload.signature');
    await userEvent.click(button('Next'));
    expect(await stepHeading('Enter PostgreSQL DB Information')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(requests, '/v2/rnorm_validate_license')).toHaveLength(2);
  });

  it('on Decline asks again: Cancel reopens the EULA, OK starts over on step 1 with the form cleared', async () => {
    serve();
    renderWizard();
    await fill('API Endpoint', `${API}/`);
    await passWelcome();
    await fillLicense();
    await userEvent.click(button('Next'));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));

    const decline = await screen.findByRole('dialog', { name: 'Setup aborted' });
    expect(within(decline).getByText(/cannot be used without agreeing/)).toBeTruthy();
    await userEvent.click(within(decline).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'End User License Agreement' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Setup aborted' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await stepHeading('Welcome to rnorm')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('API Endpoint').value).toBe(API);
    await passWelcome();
    expect(input('API License Key').value).toBe('');
    expect(input('Update Server').value).toBe('');

    // Not accepted yet: the EULA comes again.
    await fillLicense();
    await userEvent.click(button('Next'));
    expect(await screen.findByRole('dialog', { name: 'End User License Agreement' })).toBeTruthy();
  });

  it('checks the CatalogDB step with the DB messages and shows DataBase CatalogDB, read-only', async () => {
    serve();
    renderWizard();
    await passWelcome();
    await passLicenseAndAccept();
    expect(input('DataBase').value).toBe(CATALOG_DB_NAME);
    expect(input('DataBase').readOnly).toBe(true);
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.dbHostRequired)).toBeTruthy();
    expect(screen.getByText(m.dbPortRequired)).toBeTruthy();
    expect(screen.getByText(m.dbUsernameRequired)).toBeTruthy();
    expect(screen.getByText(m.dbPasswordRequired)).toBeTruthy();
    await fillDatabase('catalog');
    await fill('DB Port', '54x');
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.portNumeric)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter PostgreSQL DB Information' })).toBeTruthy();
  });

  it('checks the MetricsDB step with the Metrics messages and shows DataBase MetricsDB, read-only', async () => {
    serve();
    renderWizard();
    await passWelcome();
    await passLicenseAndAccept();
    await fillDatabase('catalog');
    await userEvent.click(button('Next'));
    await stepHeading('Enter Metrics DB Information');
    expect(input('DB Host').value).toBe('');
    expect(input('DataBase').value).toBe(METRICS_DB_NAME);
    expect(input('DataBase').readOnly).toBe(true);
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.metricsHostRequired)).toBeTruthy();
    expect(screen.getByText(m.metricsPortRequired)).toBeTruthy();
    expect(screen.getByText(m.metricsUsernameRequired)).toBeTruthy();
    expect(screen.getByText(m.metricsPasswordRequired)).toBeTruthy();
    await fillDatabase('metrics');
    await fill('DB Port', '5 433');
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.portNumeric)).toBeTruthy();
  });

  it('checks the cache step: host and numeric port required, username fixed, password optional', async () => {
    serve();
    renderWizard();
    await passWelcome();
    await passLicenseAndAccept();
    await fillDatabase('catalog');
    await userEvent.click(button('Next'));
    await stepHeading('Enter Metrics DB Information');
    await fillDatabase('metrics');
    await userEvent.click(button('Next'));
    await stepHeading('Enter Redis Cache Information');
    expect(input('Redis Username').disabled).toBe(true);
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.redisHostRequired)).toBeTruthy();
    expect(screen.getByText(m.redisPortRequired)).toBeTruthy();
    await fill('Redis Host', 'cache.internal');
    await fill('Redis Port', 'six');
    await userEvent.click(button('Next'));
    expect(await screen.findByText(m.portNumeric)).toBeTruthy();
    await fill('Redis Port', '6379');
    await userEvent.click(button('Next'));
    expect(await stepHeading('Enter admin password')).toBeTruthy();
    expect(input('Username').value).toBe('admin');
    expect(input('Username').readOnly).toBe(true);
    expect(button('Submit')).toBeTruthy();
  });

  it('applies the admin password rules', async () => {
    const { requests } = serve();
    renderWizard();
    await goToAdminStep();
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(m.passwordRequired)).toBeTruthy();
    expect(screen.getByText(m.confirmPasswordRequired)).toBeTruthy();

    await fill('Password', 'short');
    await fill('Confirm Password', 'short');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(m.passwordMin)).toBeTruthy();

    await fill('Password', 'p'.repeat(51));
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(m.passwordMax)).toBeTruthy();

    await fill('Password', 'back\\slash-pass');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(m.passwordNoSlash.trim())).toBeTruthy();

    await fill('Password', 'Str0ng-Passw0rd');
    await fill('Confirm Password', 'Str0ng-Passw0rd!');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(m.passwordsDoNotMatch)).toBeTruthy();
    expect(requestsTo(requests, '/v2/rnorm_initialize')).toHaveLength(0);
  });

  it('submits the payload with the CatalogDB step in db_info, shows the progress and reloads the page', async () => {
    const { requests } = serve({
      initialize: () => jsonResponse({ status: 'in_progress', messages: ['Databases reached.', 'Cache reached.'] }),
    });
    const { reloadPage } = renderWizard();
    await goToAdminStep();
    await fill('Password', 'Str0ng-Passw0rd');
    await fill('Confirm Password', 'Str0ng-Passw0rd');
    await userEvent.click(button('Submit'));

    expect(await screen.findByText('Databases reached.')).toBeTruthy();
    expect(screen.getByText('Cache reached.')).toBeTruthy();
    expect(bodyOf(requestsTo(requests, '/v2/rnorm_initialize')[0])).toEqual({
      user_info: { license_jwt: 'header.payload.signature', admin_password: 'Str0ng-Passw0rd' },
      server_info: { update_server: UPDATES },
      db_info: {
        user: 'catalog_user',
        password: 'catalog-secret',
        host: 'catalog-db.internal',
        port: 5432,
        db: 'CatalogDB',
      },
      metrics_db_info: {
        user: 'metrics_user',
        password: 'metrics-secret',
        host: 'metrics-db.internal',
        port: 5433,
        db: 'MetricsDB',
      },
      redis_cache_info: { host: 'cache.internal', port: 6379, password: '' },
    });
    expect(button('Submit').disabled).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce(), { timeout: SETUP_RELOAD_MS + 2_000 });
  });

  it('shows each message of an error answer and stays on step 6, where the user can go back, fix and resubmit', async () => {
    let attempts = 0;
    const { requests } = serve({
      initialize: () =>
        ++attempts === 1
          ? jsonResponse({
              status: 'error',
              messages: ['CatalogDB: password authentication failed.', 'Redis: refused.'],
            })
          : jsonResponse({ status: 'in_progress', messages: [] }),
    });
    const { reloadPage } = renderWizard();
    await goToAdminStep();
    await fill('Password', 'Str0ng-Passw0rd');
    await fill('Confirm Password', 'Str0ng-Passw0rd');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText('CatalogDB: password authentication failed.')).toBeTruthy();
    expect(screen.getByText('Redis: refused.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter admin password' })).toBeTruthy();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));

    await userEvent.click(button('Previous'));
    await userEvent.click(button('Previous'));
    await userEvent.click(button('Previous'));
    await stepHeading('Enter PostgreSQL DB Information');
    await fill('DB Password', 'right-secret');
    for (const heading of ['Enter Metrics DB Information', 'Enter Redis Cache Information', 'Enter admin password']) {
      await userEvent.click(button('Next'));
      await stepHeading(heading);
    }
    await userEvent.click(button('Submit'));
    await waitFor(() => expect(requestsTo(requests, '/v2/rnorm_initialize')).toHaveLength(2));
    expect(bodyOf(requestsTo(requests, '/v2/rnorm_initialize')[1])).toMatchObject({
      db_info: { password: 'right-secret' },
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce(), { timeout: SETUP_RELOAD_MS + 2_000 });
  });

  it('shows the message of a rejected payload, and the generic failure when the call fails', async () => {
    let attempts = 0;
    serve({
      initialize: () =>
        ++attempts === 1
          ? jsonResponse({ statusCode: 400, code: 'VALIDATION', message: 'DB Host is required' }, 400)
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWizard();
    await goToAdminStep();
    await fill('Password', 'Str0ng-Passw0rd');
    await fill('Confirm Password', 'Str0ng-Passw0rd');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText('DB Host is required')).toBeTruthy();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    await userEvent.click(button('Submit'));
    expect(await screen.findByText(feedbackMessages.setupFailed)).toBeTruthy();
  });

  it('moves on with the Enter key as with Next', async () => {
    serve();
    renderWizard();
    await userEvent.type(input('API Endpoint'), '{Enter}');
    expect(await stepHeading('Enter your licence')).toBeTruthy();
  });
});
