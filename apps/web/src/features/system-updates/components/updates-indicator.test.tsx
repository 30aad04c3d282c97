// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { AccessControlEntry, Role, UpdateStateResponse } from '@rnorm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HeaderMenu } from '../../../app/layout/header-menu.tsx';
import { failureResponse, jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { canOpenPath, SessionContext } from '../../session/index.ts';
import { useUpdateState } from '../hooks/use-update-state.ts';
import { UpdatesIndicator } from './updates-indicator.tsx';

const accessControl: AccessControlEntry[] = [
  { page: '/enrich', roles: ['admin', 'user'] },
  { page: '/update-new', roles: ['admin'] },
];

const withStates = (...states: string[]): UpdateStateResponse => ({
  UpdateState: Object.fromEntries(states.map((state, index) => [`Package ${index}`, { currentVersion: '1.0', state }])),
});

/** Says when the update state has arrived, so that a test can tell 'hidden' from 'not loaded yet'. */
function UpdateStateProbe() {
  const { data } = useUpdateState();
  return <output aria-label="Update state">{data ? 'loaded' : 'loading'}</output>;
}

function renderIndicator(role: Role, state: UpdateStateResponse, ui = <UpdatesIndicator />) {
  const { requests } = stubFetch(() => jsonResponse(state));
  renderWithProviders(
    <SessionContext.Provider
      value={{
        userId: '7',
        username: 'jdoe',
        role,
        isInstallationAdmin: role === 'admin',
        accessControl,
        canOpen: (path) => canOpenPath(accessControl, role, path),
      }}
    >
      {ui}
      <UpdateStateProbe />
    </SessionContext.Provider>,
    { route: '/enrich' },
  );
  return requests;
}

describe(UpdatesIndicator.name, () => {
  signInForEachTest('7');

  it('links to the Packages screen for an admin when a package is not Latest', async () => {
    const requests = renderIndicator('admin', withStates('Latest', 'Update available'));
    const link = await screen.findByRole('link', { name: 'Updates Available' });
    expect(link.getAttribute('href')).toBe('/update-new');
    expect(requests[0]?.url.pathname).toBe('/v2/rnorm_system/update_state');
  });

  it('is plain text for everyone else', async () => {
    renderIndicator('user', withStates('Restart to apply'));
    const indicator = await screen.findByTestId('updates-indicator');
    expect(indicator.textContent).toBe('Updates Available');
    expect(screen.queryByRole('link', { name: 'Updates Available' })).toBeNull();
  });

  it('is hidden when every package is Latest', async () => {
    renderIndicator('admin', withStates('Latest', 'Latest', 'Latest'));
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Update state' }).textContent).toBe('loaded'));
    expect(screen.queryByTestId('updates-indicator')).toBeNull();
  });

  it('shows nothing and logs when the update state cannot be fetched', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => failureResponse(500, 'INTERNAL', 'boom'));
    renderWithProviders(
      <SessionContext.Provider
        value={{
          userId: '7',
          username: 'admin',
          role: 'admin',
          isInstallationAdmin: true,
          accessControl,
          canOpen: () => true,
        }}
      >
        <UpdatesIndicator />
      </SessionContext.Provider>,
    );
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Network response was not ok', expect.anything()));
    expect(screen.queryByTestId('updates-indicator')).toBeNull();
  });

  it('sits in the header', async () => {
    renderIndicator('admin', withStates('Update downloaded'), <HeaderMenu />);
    expect(await screen.findByRole('link', { name: 'Updates Available' })).toBeTruthy();
  });
});
