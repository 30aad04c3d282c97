import { expect, test } from '@playwright/test';
import { feedbackMessages } from '@rnorm/contracts';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { createApprovedUser } from '../support/product-api.ts';
import { signInThroughUi } from '../support/sign-in.ts';

test('a plain user sees the admin entries dimmed and gets the permission message on /admin', async ({ page }) => {
  const user = await createApprovedUser();
  await signInThroughUi(page, user.username, user.password);

  await page.getByRole('button', { name: 'Administration' }).click();
  const manageUsers = page.getByRole('menuitem', { name: 'Manage Users' });
  await expect(manageUsers).toBeVisible();
  await expect(manageUsers).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('menuitem', { name: 'Developer API' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByText(feedbackMessages.permissionDenied)).toBeVisible();
  await page.goto('/register');
  await expect(page.getByText(feedbackMessages.permissionDenied)).toBeVisible();
});

test('the admin sees the administration entries enabled', async ({ page }) => {
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage Users' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
});

test('the admin deactivates a user, whose open session ends, and reactivates them', async ({ page, browser }) => {
  const user = await createApprovedUser();
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  try {
    await signInThroughUi(theirPage, user.username, user.password);
    await expect(theirPage.getByText(`Signed in as ${user.username}`)).toBeVisible();

    await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByText('Signed in as admin')).toBeVisible();
    await page.goto('/admin');
    const users = page.getByRole('table', { name: 'Users of your company' });
    await users.getByLabel('Filter Username').fill(user.username);
    await users.getByRole('button', { name: `Deactivate ${user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User deactivated. Their sessions have ended.')).toBeVisible();
    await expect(users.getByText('Deactivated', { exact: true })).toBeVisible();

    // Their next step in the app finds the session ended, and signing in again is refused with the reason. The app
    // may find it first, on a request of its own that is refused, and move to sign-in while the page reloads: the
    // reload is then aborted (Chromium says so in one of three ways, the last when the navigation swapped the page's
    // target under the reload), and either way the page ends on sign-in.
    await theirPage.reload().catch((error: Error) => {
      if (!/ERR_ABORTED|frame was detached|Not attached to an active page/.test(error.message)) throw error;
    });
    await expect(theirPage).toHaveURL(/\/sign-in$/);
    await theirPage.getByLabel('Username').fill(user.username);
    await theirPage.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await theirPage.getByRole('checkbox').check();
    await theirPage.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(
      theirPage.getByText('Your account was deactivated. Contact your company administrator.'),
    ).toBeVisible();

    await users.getByRole('button', { name: `Reactivate ${user.username}` }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate this user?' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect(users.getByText('Active', { exact: true })).toBeVisible();
    await signInThroughUi(theirPage, user.username, user.password);
  } finally {
    await theirs.close();
  }
});
