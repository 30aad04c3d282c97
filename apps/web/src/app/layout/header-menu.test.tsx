// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessControlEntry, Role } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canOpenPath } from '../../features/session/access-control.ts';
import { SessionContext } from '../../features/session/session-context.ts';
import { jsonResponse, stubFetch } from '../../testing/http-stubs.ts';
import { renderRoutesAt, shownLocation } from '../../testing/render.tsx';
import { HeaderMenu } from './header-menu.tsx';

const accessControl: AccessControlEntry[] = [
  { page: '/enrich', roles: ['admin', 'user'] },
  { page: '/user-catalog', roles: ['admin', 'user'] },
  { page: '/admin', roles: ['admin'] },
  { page: '/register', roles: ['admin'] },
];

function renderMenu(role: Role, answerSignOut = (): Response => jsonResponse({ message: 'Signed out everywhere.' })) {
  const session = {
    userId: '7',
    username: 'jdoe',
    role,
    isInstallationAdmin: role === 'admin',
    accessControl,
    canOpen: (path: string) => canOpenPath(accessControl, role, path),
  };
  // The header asks for the update state (its 'Updates Available' indicator): every package is up to date here.
  const { requests } = stubFetch((request) =>
    request.url.pathname === '/v2/signout-everywhere' ? answerSignOut() : jsonResponse({ UpdateState: {} }),
  );
  renderRoutesAt('/enrich', {
    '/enrich': (
      <SessionContext.Provider value={session}>
        <HeaderMenu />
      </SessionContext.Provider>
    ),
    '/sign-in': <p>Sign-in screen</p>,
  });
  return requests;
}

describe(HeaderMenu.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows who is signed in', async () => {
    renderMenu('user');
    expect(screen.getAllByText('Signed in as jdoe').length).toBeGreaterThan(0);
  });

  it('links the entries the role may open', async () => {
    renderMenu('user');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enrich' })[0]!);
    const submitJob = await screen.findByRole('menuitem', { name: 'Submit Job' });
    expect(submitJob.getAttribute('href')).toBe('/enrich/create');
    expect(submitJob.getAttribute('aria-disabled')).toBeNull();
  });

  it('dims the entries the role may not open and does not link them', async () => {
    renderMenu('user');
    await userEvent.click(screen.getAllByRole('button', { name: 'Administration' })[0]!);
    const manageUsers = await screen.findByRole('menuitem', { name: 'Manage Users' });
    expect(manageUsers.getAttribute('aria-disabled')).toBe('true');
    expect(manageUsers.getAttribute('href')).toBeNull();
  });

  it('enables administration for an admin', async () => {
    renderMenu('admin');
    await userEvent.click(screen.getAllByRole('button', { name: 'Administration' })[0]!);
    const register = await screen.findByRole('menuitem', { name: 'Register' });
    expect(register.getAttribute('href')).toBe('/register');
  });

  it('dims Settings when no access-control entry covers it', () => {
    renderMenu('admin');
    const settings = screen.getAllByRole('button', { name: 'Settings' })[0]!;
    expect(settings.getAttribute('aria-disabled')).toBe('true');
  });

  it('signs out everywhere after asking, with the web header and no key of its own', async () => {
    const requests = renderMenu('user');
    await userEvent.click(screen.getByRole('button', { name: 'More sign-out choices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    expect(dialog.textContent).toContain('this one included');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere.')).toBeTruthy();
    expect(shownLocation()).toBe('/sign-in');
    const signOut = requests.find((request) => request.url.pathname === '/v2/signout-everywhere')!;
    expect(signOut.method).toBe('POST');
    expect(signOut.headers.get('x-rnorm-client')).toBe('web');
    expect(signOut.headers.get('authorization')).toBeNull();
  });

  it('keeps the user signed in and says so when signing out everywhere fails', async () => {
    renderMenu('user', () =>
      jsonResponse({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The database does not answer.' }, 503),
    );
    await userEvent.click(screen.getByRole('button', { name: 'More sign-out choices' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('The database does not answer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' }).hasAttribute('disabled')).toBe(false);
    expect(shownLocation()).toBe('/enrich');
  });
});
