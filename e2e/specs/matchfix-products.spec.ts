import { expect, test } from '@playwright/test';
import { createApprovedUser, runTitleJob, type Registrant } from '../support/product-api.ts';
import { filterByName } from '../support/lists.ts';
import { signInThroughUi } from '../support/sign-in.ts';

/**
 * Issue 30: Matchfix by product. Rows of one product at several versions are one group; a group's suggestion
 * accepted, or the group ignored, makes one rule for every version of its title, so that the next job's new version
 * is normalized (with the catalog product's data) or ignored without another visit to Matchfix.
 */

// Rules belong to the company, which other specs share: titles of our own (new ones when a failure restarts the
// worker). "Unknown" is a placeholder publisher: such rows go to Matchfix, with the catalog's suggestions.
const tag = () => Math.random().toString(36).slice(2, 6);

let user: Registrant;
test.beforeAll(async () => {
  user = await createApprovedUser();
});

test("groups a product's versions; accepting a group's suggestion and ignoring another rule every later version", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const firefux = `Mozila Firefux ${tag()}`;
  const widget = `${tag()} Intranet Widget`;
  await runTitleJob(
    user,
    [
      'Publisher,Title,Version',
      `Unknown,${firefux} 128.0,128.0`,
      `Unknown,${firefux} 130.0,130.0`,
      `Unknown,${firefux} 130.0,130.0`,
      `Unknown,${widget} 1.0,1.0`,
      `Unknown,${widget} 1.1,1.1`,
    ].join('\n'),
  );
  await signInThroughUi(page, user.username, user.password);
  await page.goto('/matchfix');
  await page.getByRole('radiogroup', { name: 'Matchfix view' }).getByText('By product').click();
  await expect(page).toHaveURL(/\/matchfix\?view=products$/);
  const table = page.getByRole('table', { name: 'Matchfix entries by product' });
  const firefuxGroup = table.getByRole('row').filter({ hasText: firefux });
  const widgetGroup = table.getByRole('row').filter({ hasText: widget });
  await expect(firefuxGroup).toHaveCount(1);
  await expect(firefuxGroup).toContainText('128.0, 130.0');
  await expect(firefuxGroup).toContainText('Mozilla — Mozilla Firefox');
  // Most rows first: three rows of the misspelt Firefox, two of the widget.
  await expect(table.getByRole('row').nth(1)).toContainText(firefux);
  await expect(widgetGroup).toContainText('1.0, 1.1');

  await firefuxGroup.getByRole('checkbox').check();
  await expect(page.getByRole('group', { name: 'Actions on the selected products' })).toContainText(
    '1 product selected',
  );
  await page.getByRole('button', { name: 'Accept suggestions' }).click();
  await expect(page.getByText('1 rule made.')).toBeVisible();
  await expect(firefuxGroup).toHaveCount(0);

  await widgetGroup.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ignore…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore the selected products' });
  await dialog.getByRole('button', { name: 'Ignore products' }).click();
  await expect(dialog.getByText('A reason is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Kiosk image component, tracked by its vendor');
  await dialog.getByRole('button', { name: 'Ignore products' }).click();
  await expect(widgetGroup).toHaveCount(0);

  // The rule list says what each rule does.
  await page.goto('/user-mapping');
  await filterByName(page, firefux);
  const acceptedRule = page.getByRole('row').filter({ hasText: firefux });
  await expect(acceptedRule).toContainText('Mozilla · Mozilla Firefox');
  await expect(acceptedRule).toContainText('Any version');
  await expect(acceptedRule).toContainText('Catalog product');
  await filterByName(page, widget);
  const ignoringRule = page.getByRole('row').filter({ hasText: widget });
  await expect(ignoringRule).toContainText('Ignored');
  await expect(ignoringRule).toContainText('Kiosk image component, tracked by its vendor');

  // The next job's new versions: the Firefox row is the catalog product at its own version, the widget ignored.
  const [firefox, ignored] = await runTitleJob(
    user,
    `Publisher,Title,Version\nUnknown,${firefux} 131.0.2,131.0.2\nUnknown,${widget} 2.0,2.0\n`,
  );
  expect(firefox).toMatchObject({
    status: 'normalized',
    matched_by: 'user_rule',
    publisher: 'Mozilla',
    name: 'Mozilla Firefox',
    version: '131.0.2',
    major: '131',
    category: expect.stringMatching(/./),
  });
  expect(firefox!.catalog_id).toMatch(/firefox/i);
  expect(firefox!.cpe).toMatch(/^cpe:2\.3:a:mozilla:firefox:131\.0\.2:/);
  expect(ignored).toMatchObject({
    status: 'ignored',
    matched_by: 'user_rule',
    reason: 'Ignored by a rule of your company: Kiosk image component, tracked by its vendor',
  });
});

test("a group's Create rule makes a rule for every version, which a new version of the title then matches", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const product = `${tag()} Timesheet`;
  // A maker of our own too: other specs expect "Contoso" to be new to the company's records.
  const maker = `Northwind ${tag()}`;
  await runTitleJob(user, `Publisher,Title,Version\nUnknown,${product} 7.1,7.1\n`);
  await signInThroughUi(page, user.username, user.password);
  await page.goto('/matchfix?view=products');
  const group = page
    .getByRole('table', { name: 'Matchfix entries by product' })
    .getByRole('row')
    .filter({ hasText: product });
  await group.getByRole('link', { name: `Create rule for every version of Unknown — ${product} 7.1` }).click();
  await expect(page).toHaveURL(/\/user-mapping\/create\?/);
  await expect(page.getByRole('checkbox', { name: /Every version of this title/ })).toBeChecked();
  const normalized = page.getByRole('group', { name: 'Define Normalized Data for Mapping' });
  await expect(normalized.getByRole('combobox', { name: 'Version' })).toBeDisabled();
  await normalized.getByRole('combobox', { name: 'Publisher' }).fill(maker);
  await page
    .getByRole('option', { name: `Use "${maker}" (new)` })
    .first()
    .click({ timeout: 15_000 });
  await normalized.getByRole('combobox', { name: 'Name' }).fill(`${maker} ${product}`);
  await page
    .getByRole('option', { name: `Use "${maker} ${product}" (new)` })
    .first()
    .click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog', { name: 'No Exact Match Found' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Mapping added successfully!')).toBeVisible();

  const [row] = await runTitleJob(user, `Publisher,Title,Version\nUnknown,${product} 7.4,7.4.2\n`);
  expect(row).toMatchObject({
    status: 'normalized',
    matched_by: 'user_rule',
    publisher: maker,
    name: `${maker} ${product}`,
    version: '7.4.2',
    major: '7',
    minor: '4',
    patch: '2',
  });
});
