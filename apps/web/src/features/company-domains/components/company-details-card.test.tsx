// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CompanyDetailsCard } from './company-details-card.tsx';

describe(CompanyDetailsCard.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('removes a registered domain after a confirmation; Cancel keeps it', async () => {
    let domains = ['acme.example.com', 'acme-labs.example.com'];
    const { requests } = stubFetch((request) => {
      if (request.url.pathname === '/v2/api/remove-domain') {
        const { domain } = JSON.parse(String(request.body)) as { domain: string };
        domains = domains.filter((known) => known !== domain);
        return jsonResponse({ message: 'The domain was removed.' });
      }
      return jsonResponse({
        company_name: 'Acme',
        customer_id: 7,
        domain: domains.join(', '),
        domains,
        job_retention_days: null,
      });
    });
    renderWithProviders(<CompanyDetailsCard />);
    const list = await screen.findByRole('list', { name: 'Registered domains' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove acme.example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this domain?' });
    expect(
      within(dialog).getByText(/New registrations with an address at acme\.example\.com will be refused/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url.pathname === '/v2/api/remove-domain')).toBe(false);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove acme.example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this domain?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('acme-labs.example.com')).toBeTruthy();
    const removal = requests.find((request) => request.url.pathname === '/v2/api/remove-domain');
    expect(removal?.method).toBe('POST');
    expect(JSON.parse(String(removal?.body))).toEqual({ domain: 'acme.example.com' });
  });
});
