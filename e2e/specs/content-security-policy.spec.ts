import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { recordCspViolations } from '../support/csp-violations.ts';
import { signInThroughUi } from '../support/sign-in.ts';

test('the pages keep to their Content-Security-Policy: styles with the nonce, calls to the product only', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);

  const first = await page.goto('/sign-in');
  const policy = first!.headers()['content-security-policy']!;
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toMatch(/style-src-elem 'self' 'nonce-[A-Za-z0-9+/]+'/);
  expect(first!.headers()['permissions-policy']).toContain('camera=()');
  // A toast (the wrong password's) writes its own style element.
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();

  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  for (const path of ['/enrich', '/admin', '/user-mapping', '/insights', '/developer-api']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.frameLocator('iframe[title="API documentation"]').getByText('rnorm API').first()).toBeVisible({
    timeout: 20_000,
  });
  // A modal locks the page's scroll with a style element of its own.
  await page.getByRole('button', { name: 'More sign-out choices' }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign out everywhere' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The UI library's style elements applied: its theme's colours are on the page.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );
  expect(primary).not.toBe('');
  expect(violations).toEqual([]);
});
