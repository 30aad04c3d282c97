// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';

function renderForm() {
  renderWithProviders(<PasswordResetForm onDone={vi.fn()} />, { route: '/forgot-password' });
}

describe(PasswordResetForm.name, () => {
  afterEach(cleanup);

  it("has the spec's three fields, an optional reset code, SUBMIT, and CANCEL back to sign-in", () => {
    renderForm();
    expect(screen.getByLabelText(/^Customer ID/)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^New Password/)).toBeTruthy();
    expect(screen.getByLabelText(/^Reset code/).hasAttribute('required')).toBe(false);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CANCEL' }).getAttribute('href')).toBe('/sign-in');
  });

  it('asks for no reset code when the sign-in handed a reset token', () => {
    renderWithProviders(<PasswordResetForm resetToken="token-from-sign-in" onDone={vi.fn()} />, {
      route: '/reset-password',
    });
    expect(screen.queryByLabelText(/^Reset code/)).toBeNull();
  });

  it('shows the required messages when submitted empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(validationMessages.customerIdRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.resetEmailRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.newPasswordRequired)).toBeTruthy();
  });

  it('refuses a password with a slash or a backslash', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Customer ID/), '12');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'long\\enough/pass');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    // The spec's message ends with a space; the DOM query trims, so compare without it.
    expect(validationMessages.passwordNoSlash).toBe("Password cannot contain '/' or '\\' ");
    expect(await screen.findByText(validationMessages.passwordNoSlash.trim())).toBeTruthy();
  });

  it('refuses a Customer ID that is not a number and an invalid e-mail', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Customer ID/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'longenough1');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(validationMessages.customerIdNumeric)).toBeTruthy();
    expect(screen.getByText(validationMessages.resetEmailInvalid)).toBeTruthy();
  });
});
