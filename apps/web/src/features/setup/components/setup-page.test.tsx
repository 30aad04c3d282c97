// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { feedbackMessages, SETUP_POLL_MS, type SetupStatusResponse } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeApiBaseUrl } from '../../../config/runtime-env.ts';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderRoutesAt, shownLocation } from '../../../testing/render.tsx';
import { SetupPage } from './setup-page.tsx';

const STATUS_PATH = '/v2/rnorm_initialized';

/** Answers the status calls in turn; the last answer repeats. */
function serveStatuses(...answers: (SetupStatusResponse | 'fail')[]) {
  let call = 0;
  return stubFetch((request) => {
    if (request.url.pathname !== STATUS_PATH) return jsonResponse({ message: 'Not found.' }, 404);
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer === 'fail' || answer === undefined
      ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Down.' }, 500)
      : jsonResponse(answer);
  });
}

function renderPage(pollMs?: number) {
  renderRoutesAt('/setup', {
    '/setup': <SetupPage {...(pollMs === undefined ? {} : { pollMs })} />,
    '/sign-in': <p>Sign-in screen</p>,
    '/': <p>Home</p>,
  });
}

const statusRequests = (requests: { url: URL }[]) =>
  requests.filter((request) => request.url.pathname === STATUS_PATH).length;

describe(SetupPage.name, () => {
  afterEach(() => {
    cleanup();
    document.cookie = 'userId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    setRuntimeApiBaseUrl(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a signed-in visitor to /', async () => {
    setSessionCookies();
    const { requests } = serveStatuses({ status: 'not_initialized', messages: [] });
    renderPage();
    await waitFor(() => expect(shownLocation()).toBe('/'));
    expect(requests).toHaveLength(0);
  });

  it('goes to sign-in when the product is set up already', async () => {
    serveStatuses({ status: 'success', messages: [] });
    renderPage();
    await waitFor(() => expect(shownLocation()).toBe('/sign-in'));
  });

  it('shows the wizard when the product is not set up, the API Endpoint prefilled with the runtime address', async () => {
    setRuntimeApiBaseUrl('http://api.test:8080');
    serveStatuses({ status: 'not_initialized', messages: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^API Endpoint/).value).toBe('http://api.test:8080');
  });

  it("prefills this app's own address without a runtime address, and shows the wizard when the status fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStatuses('fail');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^API Endpoint/).value).toBe(window.location.origin);
  });

  it('shows the initialization status, polls it every SETUP_POLL_MS and goes to sign-in on success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = serveStatuses(
      { status: 'in_progress', messages: [] },
      { status: 'in_progress', messages: ['CatalogDB migrated.', 'MetricsDB migrated.'] },
      { status: 'success', messages: [] },
    );
    renderPage();
    expect(await screen.findByText(feedbackMessages.setupInitializing)).toBeTruthy();
    expect(feedbackMessages.setupInitializing).toBe('Initializing, please wait...');
    expect(statusRequests(requests)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(SETUP_POLL_MS - 200));
    expect(statusRequests(requests)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('CatalogDB migrated.')).toBeTruthy();
    expect(screen.getByText('MetricsDB migrated.')).toBeTruthy();
    expect(screen.queryByText(feedbackMessages.setupInitializing)).toBeNull();
    expect(statusRequests(requests)).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(SETUP_POLL_MS));
    await waitFor(() => expect(shownLocation()).toBe('/sign-in'));
    expect(statusRequests(requests)).toBe(3);
  });

  it('shows the wizard, and stops polling, when the status turns to anything but success', async () => {
    const { requests } = serveStatuses(
      { status: 'in_progress', messages: ['Checking the databases.'] },
      { status: 'error', messages: ['CatalogDB: connection refused.'] },
    );
    renderPage(20);
    expect(await screen.findByText('Checking the databases.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
    const asked = statusRequests(requests);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusRequests(requests)).toBe(asked);
    expect(asked).toBe(2);
  });

  it('shows the wizard when a poll fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStatuses({ status: 'in_progress', messages: [] }, 'fail');
    renderPage(20);
    expect(await screen.findByText(feedbackMessages.setupInitializing)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome to rnorm' })).toBeTruthy();
  });
});
