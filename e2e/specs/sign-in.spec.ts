import { expect, test } from '@playwright/test';
import { feedbackMessages, validationMessages } from '@rnorm/contracts';
import { E2E_ADMIN_PASSWORD } from '../e2e-env.ts';
import { createApprovedUser, signInThroughApi } from '../support/product-api.ts';
import { signInThroughUi } from '../support/sign-in.ts';

test('the admin signs in, lands on /enrich/create, and gets the three session cookies for 7 days, the key HttpOnly', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-in.png'), fullPage: true });
  await testInfo.attach('sign-in', { path: testInfo.outputPath('sign-in.png'), contentType: 'image/png' });

  const before = Date.now() / 1000;
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  const cookies = await context.cookies();
  for (const name of ['authKey', 'userId', 'customerId']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.expires - before).toBeGreaterThan(7 * 86_400 - 120);
    expect(cookie!.expires - before).toBeLessThan(7 * 86_400 + 120);
  }
  // The key is the server's cookie: HttpOnly, so no script on the page, ours or an injected one, can read it.
  expect(cookies.find((c) => c.name === 'authKey')!.httpOnly).toBe(true);
  const visibleToScripts = await page.evaluate(() => document.cookie);
  expect(visibleToScripts).toContain('userId=');
  expect(visibleToScripts).not.toContain('authKey');
  // The app keeps working on that cookie alone: the landing page's calls are signed in.
  const tokenCheck = page.waitForResponse((response) => response.url().includes('/v2/api/check-token'));
  await page.goto('/enrich');
  expect((await tokenCheck).status()).toBe(200);
  await expect(page).toHaveURL(/\/enrich$/);
});

test('an empty sign-in shows the spec messages, and a wrong password the server message', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText(validationMessages.usernameRequiredSignIn)).toBeVisible();
  await expect(page.getByText(validationMessages.passwordRequired)).toBeVisible();
  await expect(page.getByText(validationMessages.agreeRequired)).toBeVisible();

  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The server's own message is shown, not the generic fallback for failures without one.
  await expect(page.getByText(feedbackMessages.somethingWentWrong)).toHaveCount(0);
});

test('a protected page without a session goes to /sign-in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('logout clears the cookies and returns to /sign-in', async ({ page, context }) => {
  await signInThroughUi(page, 'admin', E2E_ADMIN_PASSWORD);
  const key = (await context.cookies()).find((c) => c.name === 'authKey')!.value;
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('authKey');
  expect(names).not.toContain('userId');
  expect(names).not.toContain('customerId');
  // The key is revoked on the server too, not only forgotten by the browser.
  const check = await page.request.get('/v2/access-control', { headers: { authorization: `Bearer ${key}` } });
  expect(check.status()).toBe(401);
});

test('sign out everywhere ends the sessions of every browser and script of the account', async ({ browser }) => {
  const user = await createApprovedUser();
  const scriptKey = await signInThroughApi(user.username, user.password);
  const [here, elsewhere] = [await browser.newContext(), await browser.newContext()];
  try {
    const [page, otherPage] = [await here.newPage(), await elsewhere.newPage()];
    await signInThroughUi(page, user.username, user.password);
    await signInThroughUi(otherPage, user.username, user.password);

    await page.getByRole('button', { name: 'More sign-out choices' }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
    await expect(dialog).toContainText('this one included');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Signed out everywhere: every key of your account is revoked.')).toBeVisible();
    expect((await here.cookies()).map((c) => c.name)).not.toContain('authKey');

    // The other browser is sent to sign-in at its next page, and the script's key no longer works.
    await otherPage.goto('/enrich');
    await expect(otherPage).toHaveURL(/\/sign-in$/);
    const script = await otherPage.request.get('/v2/access-control', {
      headers: { authorization: `Bearer ${scriptKey}` },
    });
    expect(script.status()).toBe(401);
  } finally {
    await here.close();
    await elsewhere.close();
  }
});
