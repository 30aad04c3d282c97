// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@rnorm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

function renderForm() {
  renderWithProviders(<SignInForm onSignedIn={vi.fn()} onPasswordChangeRequired={vi.fn()} />, { route: '/sign-in' });
}

describe(SignInForm.name, () => {
  afterEach(cleanup);

  it('labels its fields and controls', () => {
    renderForm();
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('checkbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: /register/i }).getAttribute('href')).toBe('/trial');
  });

  it('opens the terms and the privacy policy in a new tab', () => {
    renderForm();
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe('/terms-of-use');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(privacy.getAttribute('target')).toBe('_blank');
  });

  it('shows the required messages when submitted empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText(validationMessages.usernameRequiredSignIn)).toBeTruthy();
    expect(screen.getByText(validationMessages.passwordRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.agreeRequired)).toBeTruthy();
    expect(validationMessages.usernameRequiredSignIn).toBe('Username is Required');
    expect(validationMessages.agreeRequired).toBe('You must agree to continue');
  });

  it('rejects a password shorter than 8 characters', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Username/), 'jdoe');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText('Minimum length should be 8')).toBeTruthy();
    expect(screen.queryByText(validationMessages.usernameRequiredSignIn)).toBeNull();
    expect(screen.queryByText(validationMessages.agreeRequired)).toBeNull();
  });

  it('focuses the first invalid field and checks again as the user types once submitted', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    const username = screen.getByLabelText(/^Username/);
    expect(await screen.findByText(validationMessages.usernameRequiredSignIn)).toBeTruthy();
    expect(document.activeElement).toBe(username);
    await userEvent.type(username, 'jdoe');
    expect(screen.queryByText(validationMessages.usernameRequiredSignIn)).toBeNull();
    expect(screen.getByText(validationMessages.passwordRequired)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(validationMessages.agreeRequired)).toBeNull();
  });
});
