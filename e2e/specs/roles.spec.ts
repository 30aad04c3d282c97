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
