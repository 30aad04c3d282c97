// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessControlEntry, Role } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canOpenPath } from '../../features/session/access-control.ts';
import { SessionContext } from '../../features/session/session-context.ts';
import { jsonResponse, stubFetch } from '../../testing/http-stubs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { HeaderMenu } from './header-menu.tsx';

const accessControl: AccessControlEntry[] = [
  { page: '/enrich', roles: ['admin', 'user'] },
  { page: '/user-catalog', roles: ['admin', 'user'] },
  { page: '/admin', roles: ['admin'] },
  { page: '/register', roles: ['admin'] },
];

function renderMenu(role: Role) {
  const session = {
    userId: '7',
    role,
    isInstallationAdmin: role === 'admin',
    accessControl,
    canOpen: (path: string) => canOpenPath(accessControl, role, path),
  };
  // The header asks for the update state (its 'Updates Available' indicator): every package is up to date here.
  stubFetch(() => jsonResponse({ UpdateState: {} }));
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <HeaderMenu />
    </SessionContext.Provider>,
    { route: '/enrich' },
  );
}

describe(HeaderMenu.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
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
});
