// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, PACKAGE_CHECKING_WINDOW_MS, type UpdateStateResponse } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureResponse, jsonResponse, stubFetch, type FetchHandler } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { updatesTexts } from '../../../config/updates-texts.ts';
import { PackagesList } from './packages-list.tsx';

const UPDATE_STATE_PATH = '/v2/rnorm_system/update_state';
const MESSAGE_PATH = '/v2/rnorm_system/message';

const updateState: UpdateStateResponse = {
  UpdateState: {
    Content: {
      currentVersion: '1.0',
      nextVersion: '1.3',
      state: 'Update available',
      stateAction: ['download:Content', 'download_install:Content'],
      releaseNotes: 'Lifecycles for 40 more products.',
    },
    Model: { currentVersion: '1.1', nextVersion: '1.2', state: 'Update downloaded', stateAction: ['install:Model'] },
    Software: { currentVersion: '1.3', state: 'Latest' },
  },
};

/** The update state, and a successful answer to every action. */
function stubPackages(state: UpdateStateResponse = updateState, onMessage?: FetchHandler) {
  return stubFetch((request) => {
    if (request.url.pathname === MESSAGE_PATH) {
      return onMessage?.(request) ?? jsonResponse({ ReturnCode: 200, ReturnObject: { message: 'Accepted' } });
    }
    return jsonResponse(state);
  });
}

function renderPackages(canAct = true) {
  renderWithProviders(
    <>
      <PackagesList canAct={canAct} />
      <ToastContainer />
    </>,
    { route: '/update-new' },
  );
}

const row = (name: string) => within(screen.getByRole('listitem', { name }));
const actionButton = (name: string) => screen.getByTestId<HTMLButtonElement>(`package-action-${name}`);

describe(PackagesList.name, () => {
  signInForEachTest('7');
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows each package with its versions and one action button', async () => {
    stubPackages();
    renderPackages();
    expect(await screen.findByRole('listitem', { name: 'Content' })).toBeTruthy();
    expect(row('Content').getByText('Installed Version: V1.0')).toBeTruthy();
    expect(row('Content').getByText('Latest Version: V1.3')).toBeTruthy();
    expect(row('Software').getByText('Installed Version: V1.3')).toBeTruthy();
    expect(row('Software').getByText('Latest Version: N/A')).toBeTruthy();

    expect(actionButton('Content').textContent).toBe('Download');
    expect(actionButton('Content').disabled).toBe(false);
    expect(actionButton('Model').textContent).toBe('Install');
    expect(actionButton('Model').disabled).toBe(false);
    expect(actionButton('Software').textContent).toBe('Latest');
    expect(actionButton('Software').disabled).toBe(true);
  });

  it("shows a company's admin the state but no action: updates are the installation administrator's", async () => {
    stubPackages();
    renderPackages(false);
    expect(await screen.findByRole('listitem', { name: 'Content' })).toBeTruthy();
    expect(screen.getByText(updatesTexts.installationAdminOnlyTitle)).toBeTruthy();
    expect(actionButton('Content').textContent).toBe('Download');
    expect(actionButton('Content').disabled).toBe(true);
    expect(actionButton('Model').disabled).toBe(true);
  });

  it.each(['Downloading', 'Installing', 'Restart to apply'])('shows %s as a disabled button', async (state) => {
    stubPackages({ UpdateState: { Content: { currentVersion: '1.0', nextVersion: '1.3', state } } });
    renderPackages();
    await screen.findByRole('listitem', { name: 'Content' });
    expect(actionButton('Content').textContent).toBe(state);
    expect(actionButton('Content').disabled).toBe(true);
  });

  it('offers Download and Download and Install, or Install, in a drop-down', async () => {
    stubPackages();
    renderPackages();
    await screen.findByRole('listitem', { name: 'Content' });

    await userEvent.click(actionButton('Content'));
    const contentMenu = within(await screen.findByTestId('package-menu-Content'));
    expect(contentMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Download',
      'Download and Install',
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(actionButton('Model'));
    const modelMenu = within(await screen.findByTestId('package-menu-Model'));
    expect(modelMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Install']);
  });

  it('runs the chosen action, then checks for updates for 70 s with every other button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = stubPackages();
    renderPackages();
    await screen.findByRole('listitem', { name: 'Content' });

    await user.click(actionButton('Content'));
    await user.click(await screen.findByRole('menuitem', { name: 'Download and Install' }));

    await vi.waitFor(() => expect(actionButton('Content').textContent).toBe('Checking for updates...'));
    const posted = requests.filter((r) => r.url.pathname === MESSAGE_PATH);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe('POST');
    expect(JSON.parse(String(posted[0]!.body))).toEqual({ message: ['download_install:Content'] });
    // The list is refreshed after the action.
    await vi.waitFor(() => {
      const last = requests.at(-1)!;
      expect(last.url.pathname).toBe(UPDATE_STATE_PATH);
    });

    expect(actionButton('Content').disabled).toBe(true);
    expect(actionButton('Model').textContent).toBe('Install');
    expect(actionButton('Model').disabled).toBe(true);
    expect(localStorage.getItem('rnorm.packageActionTimes')).toContain('Content');

    await act(() => vi.advanceTimersByTimeAsync(PACKAGE_CHECKING_WINDOW_MS - 2_000));
    expect(actionButton('Content').textContent).toBe('Checking for updates...');
    expect(actionButton('Model').disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(actionButton('Content').textContent).toBe('Download');
    expect(actionButton('Content').disabled).toBe(false);
    expect(actionButton('Model').disabled).toBe(false);
    expect(localStorage.getItem('rnorm.packageActionTimes')).toBeNull();
  });

  it('keeps the window across a reload', async () => {
    localStorage.setItem('rnorm.packageActionTimes', JSON.stringify({ Model: Date.now() - 10_000 }));
    stubPackages();
    renderPackages();
    await screen.findByRole('listitem', { name: 'Model' });
    expect(actionButton('Model').textContent).toBe('Checking for updates...');
    expect(actionButton('Content').disabled).toBe(true);
  });

  it('warns when the update offers no action', async () => {
    const { requests } = stubPackages({
      UpdateState: { Content: { currentVersion: '1.0', nextVersion: '1.3', state: 'Update available' } },
    });
    renderPackages();
    await screen.findByRole('listitem', { name: 'Content' });
    await userEvent.click(actionButton('Content'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download' }));
    expect(await screen.findByText(feedbackMessages.packagesNoAction)).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === MESSAGE_PATH)).toBe(false);
    expect(actionButton('Content').textContent).toBe('Download');
  });

  it('tells why an action failed, and starts no window', async () => {
    stubPackages(updateState, () => failureResponse(409, 'CONFLICT', 'Another action is running.'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPackages();
    await screen.findByRole('listitem', { name: 'Model' });
    await userEvent.click(actionButton('Model'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Install' }));
    expect(await screen.findByText("Failed to execute 'Install': Another action is running.")).toBeTruthy();
    expect(actionButton('Model').textContent).toBe('Install');
    expect(actionButton('Model').disabled).toBe(false);
    expect(localStorage.getItem('rnorm.packageActionTimes')).toBeNull();
  });

  it("shows the last failure's message and the release notes", async () => {
    stubPackages({
      UpdateState: {
        ...updateState.UpdateState,
        Model: { ...updateState.UpdateState.Model!, message: 'The package signature does not match.' },
      },
    });
    renderPackages();
    await screen.findByRole('listitem', { name: 'Model' });
    expect(row('Model').getByText('The package signature does not match.')).toBeTruthy();
    expect(row('Software').queryByRole('button', { name: 'Release notes' })).toBeNull();

    await userEvent.click(row('Content').getByRole('button', { name: 'Release notes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Release notes of Content V1.3' }));
    expect(dialog.getByText('Lifecycles for 40 more products.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the list cannot be loaded, or is empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => failureResponse(500, 'INTERNAL', 'boom'));
    renderPackages();
    expect(await screen.findByText(feedbackMessages.packagesLoadFailed)).toBeTruthy();
  });

  it('says so when the list is empty', async () => {
    stubPackages({ UpdateState: {} });
    renderPackages();
    expect(await screen.findByText(feedbackMessages.packagesEmpty)).toBeTruthy();
  });
});
