import { expect, test } from '@playwright/test';
import { createApprovedUser, runTitleJob, type Registrant } from '../support/product-api.ts';
import { filterByName } from '../support/lists.ts';
import { signInThroughUi } from '../support/sign-in.ts';

/**
 * Issue 30: Fuzzy Match by product. The spec's per-row screen stays the default; "By product" groups a product's
 * versions, most rows first, and acts on selected groups: a group's suggestion accepted, or the group ignored, makes
 * one rule for every version of its title; a group removed leaves the list with all its entries, and makes no rule.
 */

// Rules and removals belong to the company, which other specs share: titles of our own (new ones when a failure
// restarts the worker). "Unknown" is a placeholder publisher: such rows are Fuzzy Match entries, with suggestions.
const tag = () => Math.random().toString(36).slice(2, 6);

let user: Registrant;
test.beforeAll(async () => {
  user = await createApprovedUser();
});

test('groups the entries by product, most rows first; accepts, ignores and removes selected groups', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const firefux = `Mozila Firefux ${tag()}`;
  const widget = `${tag()} Intranet Widget`;
  const gadget = `${tag()} Desk Gadget`;
  await runTitleJob(
    user,
    [
      'Publisher,Title,Version',
      `Unknown,${gadget} 4.0,4.0`,
      `Unknown,${widget} 1.0,1.0`,
      `Unknown,${firefux} 128.0,128.0`,
      `Unknown,${firefux} 130.0,130.0`,
      `Unknown,${widget} 1.1,1.1`,
      `Unknown,${firefux} 130.0,130.0`,
    ].join('\n'),
  );
  await signInThroughUi(page, user.username, user.password);
  await page.goto('/fuzzy-match');
  // The spec's table is the default view.
  await expect(page.getByRole('table', { name: 'Fuzzy match entries' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Fuzzy Match view' }).getByText('By product').click();
  await expect(page).toHaveURL(/\/fuzzy-match\?view=products$/);
  const table = page.getByRole('table', { name: 'Fuzzy Match entries by product' });
  const groupOf = (title: string) => table.getByRole('row').filter({ hasText: title });
  await expect(groupOf(firefux)).toHaveCount(1);
  await expect(groupOf(firefux)).toContainText('128.0, 130.0');
  await expect(groupOf(firefux)).toContainText('Mozilla — Mozilla Firefox');
  await expect(groupOf(widget)).toContainText('1.0, 1.1');
  // Most rows first: three rows of the misspelt Firefox, two of the widget, one of the gadget.
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(firefux);
  await expect(rows.nth(2)).toContainText(widget);
  await expect(rows.nth(3)).toContainText(gadget);
  const actions = page.getByRole('group', { name: 'Actions on the selected products' });

  await groupOf(firefux).getByRole('checkbox').check();
  await expect(actions).toContainText('1 product selected');
  await actions.getByRole('button', { name: 'Accept suggestions' }).click();
  await expect(page.getByText('1 rule made.')).toBeVisible();
  await expect(groupOf(firefux)).toHaveCount(0);

  await groupOf(widget).getByRole('checkbox').check();
  await actions.getByRole('button', { name: 'Ignore…' }).click();
  const ignoreDialog = page.getByRole('dialog', { name: 'Ignore the selected products' });
  await ignoreDialog.getByRole('button', { name: 'Ignore products' }).click();
  await expect(ignoreDialog.getByText('A reason is required.')).toBeVisible();
  await ignoreDialog.getByRole('textbox', { name: 'Reason' }).fill('Kiosk image component, tracked by its vendor');
  await ignoreDialog.getByRole('button', { name: 'Ignore products' }).click();
  await expect(groupOf(widget)).toHaveCount(0);

  await groupOf(gadget).getByRole('checkbox').check();
  await actions.getByRole('button', { name: 'Remove…' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove the selected products?' });
  await expect(removeDialog).toContainText('1 entry of the 1 selected product will leave the Fuzzy Match list');
  // Cancelled, nothing is removed.
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(groupOf(gadget)).toHaveCount(1);
  await actions.getByRole('button', { name: 'Remove…' }).click();
  await removeDialog.getByRole('button', { name: 'Remove products' }).click();
  await expect(page.getByText('1 product removed (1 entry).')).toBeVisible();
  await expect(groupOf(gadget)).toHaveCount(0);
  await expect(table).toContainText('No Fuzzy Match entries to group');

  // The per-row list has lost every entry of the three products too.
  await page.getByRole('radiogroup', { name: 'Fuzzy Match view' }).getByText('Each row').click();
  await expect(page).toHaveURL(/\/fuzzy-match$/);
  const entries = page.getByRole('table', { name: 'Fuzzy match entries' });
  await expect(entries).toContainText('No fuzzy matches: every row of your jobs was matched to the catalog.');
  for (const title of [firefux, widget, gadget]) await expect(entries).not.toContainText(title);

  // The rule list: one rule per accepted or ignored product, for any version; none for the removed one.
  await page.goto('/user-mapping');
  await filterByName(page, firefux);
  const acceptedRule = page.getByRole('row').filter({ hasText: firefux });
  await expect(acceptedRule).toContainText('Mozilla · Mozilla Firefox');
  await expect(acceptedRule).toContainText('Any version');
  await filterByName(page, widget);
  const ignoringRule = page.getByRole('row').filter({ hasText: widget });
  await expect(ignoringRule).toContainText('Ignored');
  await expect(ignoringRule).toContainText('Kiosk image component, tracked by its vendor');
  await filterByName(page, gadget);
  await expect(page.getByRole('table', { name: 'Rule mappings' })).toContainText('No rule mappings match the filters');
  await expect(page.getByRole('row').filter({ hasText: gadget })).toHaveCount(0);
});

test("a confirmed fuzzy match to a catalog product gives the next job's row that product's CPE and lifecycle", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Mozila Firefux ${tag()} 128.0`;
  await runTitleJob(user, `Publisher,Title,Version\nUnknown,${title},128.0\n`);
  await signInThroughUi(page, user.username, user.password);
  await page.goto('/fuzzy-match');
  const entries = page.getByRole('table', { name: 'Fuzzy match entries' });
  await entries.getByLabel('Filter Title').fill(title);
  const entry = entries.getByRole('row').filter({ hasText: title });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Match', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Match' });
  await expect(confirm).toContainText('Mozilla Firefox');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Matched Successfully!')).toBeVisible();

  // The same raw row in the next job reaches the catalog product through the rule, and keeps what the catalog knows.
  const [row] = await runTitleJob(user, `Publisher,Title,Version\nUnknown,${title},128.0\n`);
  expect(row).toMatchObject({
    status: 'normalized',
    matched_by: 'user_rule',
    publisher: 'Mozilla',
    name: 'Mozilla Firefox',
    version: '128.0',
  });
  expect(row!.catalog_id).toMatch(/firefox/i);
  expect(row!.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:128\.0:/);
  expect(row!.lifecycle_status).toMatch(/./);
  expect(row!.end_of_support).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
