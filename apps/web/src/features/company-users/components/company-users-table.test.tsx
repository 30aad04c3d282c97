// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyUser } from '@rnorm/contracts';
import { jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ToastContainer } from 'react-toastify';
import { CompanyUsersTable } from './company-users-table.tsx';

const member = (values: Partial<CompanyUser> & Pick<CompanyUser, 'user_id' | 'username'>): CompanyUser => ({
  first_name: null,
  last_name: null,
  email_address: null,
  role: 'user',
  status: 'active',
  is_you: false,
  status_changed_at: null,
  ...values,
});

describe(CompanyUsersTable.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('deactivates a user after a confirmation, and offers to reactivate them; Cancel sends nothing', async () => {
    const users = [
      member({ user_id: 1, username: 'admin', role: 'admin', is_you: true }),
      member({ user_id: 57, username: 'jdoe', first_name: 'Jane', email_address: 'jane@acme.example.com' }),
    ];
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === '/v2/api/admin/deactivate-user') {
        users[1] = { ...users[1]!, status: 'deactivated' };
        return jsonResponse({ message: 'User deactivated. Their sessions have ended.' });
      }
      return jsonResponse({ users });
    });
    renderWithProviders(<CompanyUsersTable />);
    const table = await screen.findByRole('table', { name: 'Users of your company' });
    // One's own account has no button: an administrator cannot deactivate themselves.
    expect(within(table).queryByRole('button', { name: 'Deactivate admin' })).toBeNull();
    expect(within(table).getByText('You')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Deactivate jdoe' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(within(dialog).getByText(/jdoe will be signed out everywhere at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url.pathname.endsWith('-user'))).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: 'Deactivate jdoe' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(table).findByRole('button', { name: 'Reactivate jdoe' })).toBeTruthy();
    expect(within(table).getByText('Deactivated')).toBeTruthy();
    const call = requests.find((request) => request.url.pathname === '/v2/api/admin/deactivate-user');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({ user_id: 57 });
  });

  it("shows the server's reason when a deactivation is refused", async () => {
    stubFetch((request) =>
      request.url.pathname === '/v2/api/admin/deactivate-user'
        ? jsonResponse(
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message:
                'The installation administrator cannot be deactivated: it is the one account that installs updates.',
            },
            400,
          )
        : jsonResponse({ users: [member({ user_id: 2, username: 'installer', role: 'admin' })] }),
    );
    renderWithProviders(
      <>
        <CompanyUsersTable />
        <ToastContainer />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Users of your company' });
    await userEvent.click(within(table).getByRole('button', { name: 'Deactivate installer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(/it is the one account that installs updates/)).toBeTruthy();
  });
});
