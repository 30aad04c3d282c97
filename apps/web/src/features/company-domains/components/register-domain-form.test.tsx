// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RegisterDomainForm } from './register-domain-form.tsx';

describe(RegisterDomainForm.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a domain', async () => {
    renderWithProviders(<RegisterDomainForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain is required')).toBeTruthy();
  });

  it.each(['not a domain', 'example', 'http://example.c', 'ftp://example.com'])('rejects %j', async (domain) => {
    renderWithProviders(<RegisterDomainForm />);
    await userEvent.type(screen.getByLabelText(/^Domain/), domain);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid website URL')).toBeTruthy();
  });

  it.each(['example.com', 'https://www.example.co.uk/path'])('accepts %j and sends it', async (domain) => {
    const { requests } = stubFetch(() => jsonResponse({ message: 'Domain Registered successfully!' }));
    renderWithProviders(<RegisterDomainForm />);
    const input = screen.getByLabelText(/^Domain/);
    await userEvent.type(input, domain);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Enter a valid website URL')).toBeNull();
    expect(screen.queryByText('Domain is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/v2/api/register-domain' }),
    });
    expect(JSON.parse(String(requests[0]!.body))).toEqual({ domain });
  });
});
