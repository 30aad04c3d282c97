import { expect, test, type Page } from '@playwright/test';
import { feedbackMessages, serverMessages } from '@rnorm/contracts';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { createApprovedUser, newRegistrant, registerFreshDomain, type Registrant } from '../support/product-api.ts';
import { signInThroughUi } from '../support/sign-in.ts';

async function registerThroughUi(page: Page, user: Registrant, screenshotPath?: string): Promise<void> {
  await page.goto('/sign-in');
  await page
    .getByRole('link', { name: /register/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page.getByText('Start your user registration')).toBeVisible();
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Company ID').fill(String(user.customerId));
  await page.getByLabel('Phone').fill('2025550143');
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
  await page.getByRole('button', { name: /register|submit/i }).click();
  await expect(page.getByText(feedbackMessages.registrationSent)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
}

async function decideAsAdmin(page: Page, user: Registrant, decision: 'Approve' | 'Deny', screenshotPath?: string) {
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/admin');
  // The pending requests' table; approved accounts are listed in the Users table below it.
  const pending = page.getByRole('table', { name: 'Pending requests' });
  await pending.getByLabel('Filter Username').fill(user.username);
  const row = pending.getByRole('row').filter({ hasText: user.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(user.email);
  if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
  await row.getByRole('button', { name: decision }).click();
  const dialog = page.getByRole('dialog');
  const [title, text] =
    decision === 'Approve'
      ? [feedbackMessages.approveConfirmTitle, feedbackMessages.approveConfirmText]
      : [feedbackMessages.denyConfirmTitle, feedbackMessages.denyConfirmText];
  await expect(dialog.getByText(title)).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  // Opening a confirmation hides page scrolling (spec section 2, Admin).
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(decision === 'Approve' ? feedbackMessages.approveSucceeded : feedbackMessages.denySucceeded),
  ).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: user.username })).toHaveCount(0);
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The sign-in screen loads its code first; until then the admin screen, with its own "Filter Username", shows.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('a new registration is approved by the admin and can then sign in', async ({ page }, testInfo) => {
  const { domain, customerId } = await registerFreshDomain();
  const user = newRegistrant(domain, customerId);
  await registerThroughUi(page, user, testInfo.outputPath('registration.png'));
  await testInfo.attach('registration', { path: testInfo.outputPath('registration.png'), contentType: 'image/png' });

  await decideAsAdmin(page, user, 'Approve', testInfo.outputPath('admin.png'));
  await testInfo.attach('admin', { path: testInfo.outputPath('admin.png'), contentType: 'image/png' });

  await signInThroughUi(page, user.username, user.password);
});

test('a denied registration cannot sign in', async ({ page }) => {
  const { domain, customerId } = await registerFreshDomain();
  const user = newRegistrant(domain, customerId);
  await registerThroughUi(page, user);
  await decideAsAdmin(page, user, 'Deny');

  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Your registration was denied. Contact your company administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('registration with an unregistered e-mail domain shows the server message', async ({ page }) => {
  const { customerId } = await registerFreshDomain();
  const user = newRegistrant('not-registered.example.net', customerId);
  await page.goto('/trial');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Company ID').fill(String(customerId));
  await page.getByLabel('Phone').fill('2025550143');
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /register|submit/i }).click();
  await expect(page.getByText(/not registered for this company/)).toBeVisible();
  await expect(page).toHaveURL(/\/trial$/);
});

test('a password reset request sets no password: the admin hands over a one-time code', async ({ page }) => {
  const user = await createApprovedUser();
  const fillReset = async (password: string, code?: string) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Customer ID').fill(String(user.customerId));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('New Password').fill(password);
    if (code) await page.getByLabel('Reset code').fill(code);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
  };
  // Anyone who knows the e-mail and the Customer ID can ask; that alone changes nothing.
  await fillReset('chosen by someone 1');
  await expect(page.getByText(serverMessages.passwordResetRequested)).toBeVisible();

  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/admin');
  const pending = page.getByRole('table', { name: 'Pending requests' });
  await pending.getByLabel('Filter Username').fill(user.username);
  const row = pending.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText('Password reset');
  await expect(row).toContainText(/Asked .+ from /);
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Reset code' });
  await expect(codeDialog).toBeVisible();
  const code = (await codeDialog.getByLabel('Reset code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await codeDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: /logout/i }).click();
  // Logout's own move to sign-in must be over before the test opens another page, or it lands on sign-in instead.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The password chosen with the request never works; the owner, given the code, sets their own.
  await fillReset('owner chose this 2', code);
  await expect(page.getByText(serverMessages.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInThroughUi(page, user.username, 'owner chose this 2');
});
