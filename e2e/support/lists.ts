import type { Page } from '@playwright/test';

/**
 * Filters a list screen by name, as its "Filter Name" box does (the server filters, a case-insensitive substring).
 * Rules and catalog entries belong to the company, which the specs share, and a list shows 6 a page (the spec's):
 * a spec finds its own record by its name, as a user would, wherever the list would page it.
 */
export async function filterByName(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Filter Name' }).fill(name);
}
