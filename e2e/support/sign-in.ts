import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in screen and waits for the landing page. */
export async function signInThroughUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/enrich\/create$/);
}
