import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { signInThroughUi } from '../support/sign-in.ts';

/**
 * What the first pages may load at most, gzipped (1 kB = 1,000 bytes). Issue 30 asks for 200 kB: splitting the screens
 * took the sign-in page from 347 kB to 218 kB, loading react-toastify with the first toast and a sign-in form without
 * react-hook-form to 194.5 kB. The rest is mostly React and React Router (97 kB), zod (25 kB) and TanStack Query, which
 * every page needs. Lower the budgets as the pages shrink.
 */
const BUDGET = { signIn: 200_000, signedIn: 270_000 };

/**
 * Opens `path` in a page of a fresh browser context (an empty cache) and gives the gzipped size of every script it
 * asked for until its screen showed: the entry, the chunks it imports and the lazy chunk of the route's screen. Each
 * script is fetched again and gzipped here (level 9, as Vite reports), so the figure does not depend on how the
 * server compresses.
 */
async function scriptsOfPage(page: Page, path: string, ready: () => Promise<void>) {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  await ready();
  const scripts = await Promise.all(
    [...urls].map(async (url) => {
      const body = await (await page.request.get(url)).body();
      return { url: new URL(url).pathname, gzipped: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { scripts, gzipped: scripts.reduce((sum, script) => sum + script.gzipped, 0) };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

test("the first page and a signed-in user's first screen load only their own screens' JavaScript, within budget", async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const signIn = await scriptsOfPage(await visitor.newPage(), '/sign-in', async () => {
    await expect(visitor.pages()[0]!.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  });
  // The screens' code is split: the sign-in page does not load the other screens'.
  expect(signIn.scripts.map((script) => script.url).join(' ')).not.toMatch(/insights|job-results|settings|setup-/);

  // A returning user: signed in, opening the product afresh on its landing screen.
  await signInThroughUi(visitor.pages()[0]!, 'admin', E2E_ADMIN_PASSWORD);
  const returning = await browser.newContext({ storageState: await visitor.storageState() });
  await visitor.close();
  const submit = await scriptsOfPage(await returning.newPage(), '/enrich/create', async () => {
    await expect(returning.pages()[0]!.getByRole('heading', { name: 'Submit Enrichment Job' })).toBeVisible();
  });
  await returning.close();

  // The figures for the closing note.
  console.log(
    `first page (/sign-in): ${signIn.scripts.length} scripts, ${kB(signIn.gzipped)} gzipped; ` +
      `signed in (/enrich/create): ${submit.scripts.length} scripts, ${kB(submit.gzipped)} gzipped`,
  );
  expect(signIn.gzipped).toBeLessThanOrEqual(BUDGET.signIn);
  expect(submit.gzipped).toBeLessThanOrEqual(BUDGET.signedIn);
});
