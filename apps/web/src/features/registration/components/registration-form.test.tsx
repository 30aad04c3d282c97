// @vitest-environment happy-dom
import { cleanup, getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RegistrationForm } from './registration-form.tsx';

function renderForm() {
  renderWithProviders(<RegistrationForm onRegistered={vi.fn()} />, { route: '/trial' });
}

describe(RegistrationForm.name, () => {
  afterEach(cleanup);

  it('shows the required messages when submitted empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(validationMessages.firstNameRequired)).toBeTruthy();
    for (const message of [
      validationMessages.lastNameRequired,
      validationMessages.emailRequired,
      validationMessages.companyIdRequired,
      validationMessages.phoneRequired,
      validationMessages.usernameRequired,
      validationMessages.passwordRequired,
      validationMessages.agreeRequired,
    ]) {
      // Whitespace kept as it is: the spec's company message has a double space that must survive.
      expect(
        screen.getByText(message.trim(), { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }),
      ).toBeTruthy();
    }
  });

  it('checks the e-mail address and that the Company ID is a number', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@');
    await userEvent.type(screen.getByLabelText(/^Company ID/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(validationMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(validationMessages.companyIdNumeric)).toBeTruthy();
  });

  it('keeps only digits in the phone number, at most 15', async () => {
    renderForm();
    const phone = screen.getByLabelText<HTMLInputElement>(/^Phone/);
    await userEvent.type(phone, '(555) 123-4567 ext 8901234');
    expect(phone.value).toBe('555123456789012');
  });

  it('starts with the United States dial code and does not require a location', () => {
    renderForm();
    expect(screen.getByRole('button', { name: /Country/ }).textContent).toContain('US +1');
    expect(screen.getByLabelText<HTMLInputElement>('Location').required).toBe(false);
  });

  it('links back to sign-in for users who are already registered', () => {
    renderForm();
    expect(screen.getByText(/Already registered\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});
