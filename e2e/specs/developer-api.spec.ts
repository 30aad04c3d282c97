import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { signInThroughUi } from '../support/sign-in.ts';

test('the Developer API page shows the API documentation in a frame', async ({ page }) => {
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/developer-api');
  const docs = page.frameLocator('iframe[title="API documentation"]');
  await expect(docs.getByText('rnorm API').first()).toBeVisible({ timeout: 20_000 });
  await expect(docs.getByText('/v2/signin').first()).toBeVisible();
});

test('the legal pages show their sections and date', async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page.getByText('May 13, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Free Trial Use Restrictions/ })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: /Children's Privacy/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CLOSE' })).toBeVisible();
});
