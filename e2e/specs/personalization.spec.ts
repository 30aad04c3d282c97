import { expect, test, type Locator, type Page } from '@playwright/test';
import { createApprovedUser, runTitleJob, type Registrant } from '../support/product-api.ts';
import { filterByName } from '../support/lists.ts';
import { signInThroughUi } from '../support/sign-in.ts';

// Rule mappings, the company catalog and data mappings belong to the company: each test makes names of its own.
const tag = () => Math.random().toString(36).slice(2, 7);

/** Types into a type-ahead field and picks the suggestion (the spec's 1 s debounce runs in real time). */
async function pick(field: Locator, page: Page, text: string, option: string | RegExp) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click({ timeout: 15_000 });
}

async function confirmDelete(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText('Are you sure you wanted to delete the selected record?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

let user: Registrant;
test.beforeAll(async () => {
  user = await createApprovedUser();
});

test('a rule made through the type-ahead form normalizes the next job; edit it, then its catalog entry, then delete both', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const product = `Payroll ${tag()}`;
  await signInThroughUi(page, user.username, user.password);

  await page.goto('/user-mapping');
  await page.getByRole('link', { name: 'Create New Rule' }).click();
  await expect(page).toHaveURL(/\/user-mapping\/create$/);
  const raw = page.getByRole('group', { name: 'Define Raw Data for Standardization' });
  await raw.getByLabel('Publisher').fill('Contoso Ltd.');
  await raw.getByLabel('Name').fill(`${product} Client`);
  await raw.getByRole('textbox', { name: 'Version' }).fill('4.2.1');
  const normalized = page.getByRole('group', { name: 'Define Normalized Data for Mapping' });
  await expect(normalized.getByRole('combobox', { name: 'Name' })).toBeDisabled();
  await pick(normalized.getByRole('combobox', { name: 'Publisher' }), page, 'Contoso', 'Use "Contoso" (new)');
  await pick(normalized.getByRole('combobox', { name: 'Name' }), page, product, `Use "${product}" (new)`);
  await pick(normalized.getByRole('combobox', { name: 'Version' }), page, '4.2.1', '4.2.1');
  await expect(normalized.getByRole('combobox', { name: 'Major' })).toHaveValue('4');
  await page.getByRole('button', { name: 'Create' }).click();
  const noMatch = page.getByRole('dialog', { name: 'No Exact Match Found' });
  await expect(noMatch).toContainText('You are about to create a custom rule');
  await noMatch.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Mapping added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-mapping$/);
  await filterByName(page, `${product} Client`);
  const ruleRow = page.getByRole('row').filter({ hasText: `${product} Client` });
  await expect(ruleRow).toContainText(user.username);

  const rows = await runTitleJob(user, `Publisher,Title,Version\nContoso Ltd.,${product} Client,4.2.1\n`);
  expect(rows[0]).toMatchObject({
    matched_by: 'user_rule',
    publisher: 'Contoso',
    name: product,
    version: '4.2.1',
    major: '4',
    status: 'normalized',
  });

  // Edit the rule: the raw section is read-only, the normalized one takes a new value from the suggestions.
  await ruleRow.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Raw Publisher')).toHaveAttribute('readonly', '');
  const section = page.getByRole('group', { name: 'Normalized Data Mapping' }).or(page.locator('form'));
  await pick(section.getByRole('combobox', { name: 'Edition' }).first(), page, 'Enterprise', 'Enterprise');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mapping updated successfully!')).toBeVisible();
  expect((await runTitleJob(user, `Publisher,Title,Version\nContoso Ltd.,${product} Client,4.2.1\n`))[0]).toMatchObject(
    { matched_by: 'user_rule', edition: 'Enterprise' },
  );

  // The values the catalog did not know became an entry of the company catalog: edit it, then delete it.
  await page.goto('/user-catalog');
  await filterByName(page, product);
  const entry = page.getByRole('row').filter({ hasText: product });
  await entry.getByRole('link', { name: /^Edit/ }).click();
  // The list's "Filter Edition" box stays on screen until the edit page replaces it: wait for the page, match exactly.
  await expect(page).toHaveURL(/\/user-catalog\/\d+$/);
  await page.getByLabel('Edition', { exact: true }).fill('Standard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Catalog updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-catalog$/);
  await filterByName(page, product);
  await expect(page.getByRole('row').filter({ hasText: product })).toContainText('Standard');
  await page
    .getByRole('row')
    .filter({ hasText: product })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page);
  await expect(page.getByText('User Catalog Deleted Successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: product })).toHaveCount(0);

  // Delete the rule: the next job no longer uses it.
  await page.goto('/user-mapping');
  await filterByName(page, `${product} Client`);
  await page
    .getByRole('row')
    .filter({ hasText: `${product} Client` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page);
  await expect(page.getByRole('row').filter({ hasText: `${product} Client` })).toHaveCount(0);
  expect(
    (await runTitleJob(user, `Publisher,Title,Version\nContoso Ltd.,${product} Client,4.2.1\n`))[0]!.matched_by,
  ).not.toBe('user_rule');
});

test('a data mapping changes the exported publisher; edit it, then delete it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, user.username, user.password);
  const inventory = 'Publisher,Title,Version\nIBM Corp.,IBM Notes 9.0.1,9.0.1\n';

  await page.goto('/user-data-mapping');
  await page.getByRole('link', { name: 'Create New Mapping Rule' }).click();
  await expect(page).toHaveURL(/\/user-data-mapping\/create$/);
  await page.getByRole('combobox', { name: 'Field Name' }).click();
  await page.getByRole('option', { name: 'Publisher', exact: true }).click();
  await page.getByRole('combobox', { name: 'Normalized Value' }).fill('IBM');
  await page.getByRole('option', { name: 'IBM', exact: true }).click({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Customized Value' }).fill('International Business Machines');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User Data Mapping added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-data-mapping$/);

  expect((await runTitleJob(user, inventory))[0]).toMatchObject({ publisher: 'International Business Machines' });

  const mapping = page.getByRole('row').filter({ hasText: 'International Business Machines' });
  await mapping.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByText('publisher-IBM')).toBeVisible();
  await page.getByRole('textbox', { name: 'Customized Value' }).fill('IBM (Big Blue)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data Mapping updated successfully!')).toBeVisible();
  expect((await runTitleJob(user, inventory))[0]).toMatchObject({ publisher: 'IBM (Big Blue)' });

  await page.goto('/user-data-mapping');
  await page
    .getByRole('row')
    .filter({ hasText: 'IBM (Big Blue)' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page);
  await expect(page.getByRole('row').filter({ hasText: 'IBM (Big Blue)' })).toHaveCount(0);
  expect((await runTitleJob(user, inventory))[0]).toMatchObject({ publisher: 'IBM' });
});
