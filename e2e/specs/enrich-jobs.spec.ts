import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createApprovedUser, runTitleJob } from '../support/product-api.ts';
import { signInThroughUi } from '../support/sign-in.ts';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';

const SAMPLE = new URL('../../apps/web/public/samples/rnorm-sample-dataset.csv', import.meta.url);

/** Data rows of a CSV without quoted line breaks (the sample dataset and our exports have none). */
const dataRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/).length - 1;

test('submit the sample dataset, watch it complete, read its stats, export results and Matchfix, open its results, start a rule from a row, accept a fuzzy match', async ({
  page,
}) => {
  // The first job of a fresh install builds the content pack from the catalog sources.
  test.setTimeout(300_000);
  const sampleRows = dataRows(await readFile(SAMPLE, 'utf8'));
  const user = await createApprovedUser();
  await signInThroughUi(page, user.username, user.password);

  await page.goto('/enrich/create');
  await expect(page.getByRole('checkbox', { name: 'Software Lifecycle' })).toBeDisabled();
  await page.getByLabel('Inventory file').setInputFiles(SAMPLE.pathname);
  await page.getByRole('button', { name: 'Submit' }).click();
  const jobLink = page.getByRole('link', { name: /Follow job \d+ in the job list/ });
  await expect(jobLink).toBeVisible({ timeout: 30_000 });
  const jobId = Number(/job (\d+)/.exec((await jobLink.textContent()) ?? '')?.[1]);
  await jobLink.click();

  // The job list's code loads when it is first opened; on a fresh install the server is meanwhile busy building the
  // content pack for this first job, so the move may wait for it.
  await expect(page).toHaveURL(new RegExp(`/enrich\\?job_id=${jobId}$`), { timeout: 60_000 });
  const row = page.getByRole('row').filter({ hasText: 'rnorm-sample-dataset.csv' });
  await expect(row.getByText('completed')).toBeVisible({ timeout: 240_000 });
  // Beyond the spec: the share of rows a catalog product was found for, counted as the job completes.
  await expect(row.getByText(/^\d+ % matched to catalog products$/)).toBeVisible();

  await row.getByRole('button', { name: 'View Job Stats' }).click();
  const stats = page.getByRole('dialog');
  await expect(stats.getByRole('columnheader', { name: 'Total Records Processed' })).toBeVisible();
  await expect(stats.getByRole('cell', { name: String(sampleRows), exact: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('job-stats.png') });
  await page.keyboard.press('Escape');
  await expect(stats).toBeHidden();

  await row.getByRole('button', { name: 'Export Results' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /Results file/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`job_${jobId}.csv`);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported.startsWith('\uFEFFraw_publisher,raw_title,raw_version,status,')).toBe(true);
  expect(dataRows(exported)).toBe(sampleRows);

  await page.goto('/matchfix');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Matchfix' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(
    `Matchfix_${/userId=(\d+)/.exec(await page.evaluate(() => document.cookie))?.[1]}.zip`,
  );
  const bytes = await readFile((await zip.path())!);
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from(zip.suggestedFilename().replace('.zip', '.csv')))).toBe(true);

  await page.goto(`/enrich/${jobId}`);
  await expect(page.getByRole('heading', { name: `Job ${jobId}` })).toBeVisible();
  await expect(page.getByText('normalized').first()).toBeVisible();
  // The sample's Chrome 120 holds CVEs CISA knows exploited: counted, charted by product, and a filter away.
  const kev = page.getByRole('region', { name: 'Known exploited' });
  await expect(kev.getByText(/^[1-9]\d* rows? with known exploited CVEs \([1-9]\d* distinct CVEs?\)$/)).toBeVisible();
  await expect(kev.getByText(/^Vulnerability data as of \d{4}-\d{2}-\d{2}\. This product uses data/)).toBeVisible();
  await expect(kev.getByRole('table', { name: /^Rows with a known exploited CVE, by product/ })).toContainText(
    'Google Chrome',
  );
  await page.screenshot({ path: test.info().outputPath('job-results.png'), fullPage: true });
  await page.getByRole('combobox', { name: 'Vulnerabilities' }).click();
  await page.getByRole('option', { name: 'Known exploited' }).click();
  const results = page.getByRole('table', { name: 'Result rows' });
  const chrome = results.getByRole('row').filter({ hasText: '120.0.6099.109' }).first();
  await expect(chrome).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: 'Corporate Wallpaper Pack' })).toHaveCount(0);
  await chrome.getByText(/^[\d,]+ CVEs$/).click();
  await expect(chrome.getByRole('link', { name: 'CVE-2024-0519' }).first()).toHaveAttribute(
    'href',
    'https://www.cve.org/CVERecord?id=CVE-2024-0519',
  );

  // A part of the status chart shows its rows in the table; a row's Create rule opens the rule form with it filled in.
  await page.getByRole('button', { name: /^Matchfix\s*\d+\s*\(show these rows\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/enrich/${jobId}\\?status=matchfix$`));
  const payroll = results.getByRole('row').filter({ hasText: 'Payroll Client "Legacy" Edition' });
  await expect(payroll).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: '120.0.6099.109' })).toHaveCount(0);
  await payroll.getByRole('link', { name: 'Create rule from the row Payroll Client "Legacy" Edition' }).click();
  const rawData = page.getByRole('group', { name: 'Define Raw Data for Standardization' });
  await expect(rawData.getByRole('textbox', { name: 'Name' })).toHaveValue('Payroll Client "Legacy" Edition');
  await expect(rawData.getByRole('textbox', { name: 'Version' })).toHaveValue('4.2.1');

  // The sample's in-house wallpaper pack is not in the catalog: accepting its match makes it a rule of the company.
  await page.goto('/fuzzy-match');
  const entries = page.getByRole('table', { name: 'Fuzzy match entries' });
  await entries.getByLabel('Filter Title').fill('Corporate Wallpaper');
  const entry = entries.getByRole('row').filter({ hasText: 'Corporate Wallpaper Pack' });
  await expect(entry).toHaveCount(1);
  await page.getByLabel('View Fuzzy Match').check();
  await page.screenshot({ path: test.info().outputPath('fuzzy-match.png'), fullPage: true });
  await entry.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Publisher', exact: true }).fill('Contoso IT');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Corporate Wallpaper');
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Match' });
  await expect(confirm).toContainText('Corporate Wallpaper');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Matched Successfully!')).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Corporate Wallpaper Pack' })).toHaveCount(0);
  await expect(page.getByText('No entries match the filters')).toBeVisible();
});

test('a title of 1,100 characters gives its row an error that says why, in one short table row; a re-run is asked first', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const user = await createApprovedUser();
  await signInThroughUi(page, user.username, user.password);
  const longTitle = `Contoso Tool ${'x'.repeat(1087)}`;
  await page.goto('/enrich/create');
  await page.getByLabel('Inventory file').setInputFiles({
    name: 'long-title.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Publisher,Title,Version\nContoso,${longTitle},1.0\nIgor Pavlov,7-Zip 19.00 (x64),19.00\n`),
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const jobLink = page.getByRole('link', { name: /Follow job \d+ in the job list/ });
  await expect(jobLink).toBeVisible({ timeout: 30_000 });
  const jobId = Number(/job (\d+)/.exec((await jobLink.textContent()) ?? '')?.[1]);
  await jobLink.click();
  const row = page.getByRole('row').filter({ hasText: 'long-title.csv' });
  await expect(row.getByText('completed')).toBeVisible({ timeout: 240_000 });

  // A re-run makes a new job: it is asked first, and Cancel makes none.
  await row.getByRole('button', { name: `Re-run job ${jobId} with current rules` }).click();
  const confirm = page.getByRole('dialog', { name: 'Re-run this job?' });
  await expect(confirm).toContainText(`Job ${jobId} (long-title.csv) runs again as a new job`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'long-title.csv' })).toHaveCount(1);

  await page.goto(`/enrich/${jobId}`);
  const results = page.getByRole('table', { name: 'Result rows' });
  const error = results
    .getByRole('row')
    .filter({ hasText: 'The title is 1,100 characters long; at most 1,024 are read.' });
  await expect(error).toHaveCount(1);
  await expect(error.getByText('error', { exact: true })).toBeVisible();
  expect((await error.boundingBox())?.height).toBeLessThan(200);
  await expect(results.getByRole('row').filter({ hasText: '7-Zip' })).toHaveCount(1);
});

test('a finished job is deleted from the job list after a confirmation, with its results', async ({ page }) => {
  const user = await createApprovedUser();
  await runTitleJob(user, 'Publisher,Title,Version\nIgor Pavlov,7-Zip 19.00 (x64),19.00\n');
  await signInThroughUi(page, user.username, user.password);
  await page.goto('/enrich');
  const row = page.getByRole('row').filter({ hasText: 'personalization.csv' });
  await expect(row.getByText('completed')).toBeVisible();
  const deleteLabel = await row.getByRole('button', { name: /^Delete job \d+$/ }).getAttribute('aria-label');
  const jobId = Number(/\d+/.exec(deleteLabel ?? '')?.[0]);

  await row.getByRole('button', { name: `Delete job ${jobId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(confirm).toContainText(`Job ${jobId} (personalization.csv) is deleted with its uploaded file`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete job ${jobId}` }).click();
  await confirm.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('The job was deleted, with its file and its results.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'personalization.csv' })).toHaveCount(0);
  await page.goto(`/enrich/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
});

test("an administrator switches to the company's jobs, sees whose each is, and deletes a user's job", async ({
  page,
}) => {
  const user = await createApprovedUser();
  await runTitleJob(user, 'Publisher,Title,Version\nIgor Pavlov,7-Zip 19.00 (x64),19.00\n');
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/enrich');
  await expect(page.getByText('View the status of all your jobs below')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Whose jobs' }).getByText("Company's jobs").click();
  await expect(page).toHaveURL(/\/enrich\?scope=company$/);
  await expect(page.getByText(/^All jobs of your company, newest first\./)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `by ${user.username} ·` });
  await expect(row.getByText('completed')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Export Results' })).toBeDisabled();
  await expect(row.getByRole('link', { name: /View results/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Delete job \d+$/ }).click();
  await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('The job was deleted, with its file and its results.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
