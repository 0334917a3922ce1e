import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { DEMO, DEMO_PASSWORD, type LoggedIn } from './support/session.ts';

// Sign-ups, mails and several logins per test on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface DemoData {
  accounts: Array<{ email: string; referralId: string }>;
  freeReferralIds: string[];
}

async function csrfHeader(request: APIRequestContext, page: Page): Promise<Record<string, string>> {
  await request.get('/api/csrf');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(csrf) };
}

async function demoData(request: APIRequestContext): Promise<DemoData> {
  return ((await (await request.get('/api/dev/demo')).json()) as { data: DemoData }).data;
}

/** A stable small number per test, so parallel tests start their search for a free ID apart. */
function slotOf(title: string): number {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * A referral ID nobody has registered yet. The demo list shifts as IDs get taken, so each test
 * starts at its own offset and asks the server before using one.
 */
async function freeReferralId(request: APIRequestContext): Promise<string> {
  const { freeReferralIds } = await demoData(request);
  const start = slotOf(test.info().title) % freeReferralIds.length;
  for (let i = 0; i < freeReferralIds.length; i++) {
    const id = freeReferralIds[(start + i) % freeReferralIds.length] as string;
    const search = await request.get(
      `/api/account/search-with-referral?referralID=${encodeURIComponent(id)}`,
    );
    if (search.ok()) return id;
  }
  throw new Error('no free referral ID left');
}

function freshEmail(label: string): string {
  return `accounts-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest message for an address in the development mailbox, once it has arrived. */
async function newestMail(request: APIRequestContext, to: string, matching: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mail = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as {
          data: Array<{ text: string }>;
        };
        found = mail.data.map((item) => item.text).find((text) => matching.test(text)) ?? '';
        return found;
      },
      { message: `a mail for ${to} arrives`, timeout: 20_000 },
    )
    .not.toBe('');
  return found;
}

/** A confirmed player made through the API (sign-up, code from the mailbox, verify); not logged in. */
async function confirmedPlayerByApi(page: Page, label: string, password: string) {
  const request = page.request;
  const headers = await csrfHeader(request, page);
  const email = freshEmail(label);
  let registered = false;
  for (let attempt = 0; attempt < 6 && !registered; attempt++) {
    const response = await request.post('/api/account/register', {
      headers,
      data: {
        email,
        password,
        name: 'Journey',
        surname: 'Player',
        referralid: await freeReferralId(request),
      },
    });
    registered = response.ok();
    // Another journey took the same ID a moment earlier: try the next one.
    if (!registered && response.status() !== 409)
      throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  expect(registered, 'a free referral ID was still free').toBe(true);
  const code = /\b(\d{6})\b/.exec(await newestMail(request, email, /\b\d{6}\b/))?.[1];
  const verified = await request.post('/api/account/register/verify-email', {
    headers,
    data: { email, code },
  });
  expect(verified.ok()).toBe(true);
  return { email, password, session: (await verified.json()) as LoggedIn };
}

/** Puts a session into the browser's storage once (not on every navigation, unlike an init script). */
async function storeSession(page: Page, session: LoggedIn) {
  await page.goto('/vip');
  await page.evaluate((stored) => {
    window.localStorage.setItem('pitchside.token', stored.token);
    window.localStorage.setItem('pitchside.user', JSON.stringify(stored.user));
  }, session);
}

const siteHeader = (page: Page) => page.getByRole('banner').first();

async function openLogin(page: Page) {
  await siteHeader(page).getByRole('button', { name: 'Login' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

async function logInThroughModal(page: Page, email: string, password: string) {
  const login = await openLogin(page);
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
}

async function expectNoSeriousA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test('a new player signs up with a free referral ID, verifies by mailed code, sees the header strip, changes the password and logs in again', async ({
  page,
}) => {
  const referralId = await freeReferralId(page.request);
  const email = freshEmail('signup');
  const firstPassword = 'Kick-off-2026';
  const newPassword = 'Extra-time-2027';

  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });

  // Step 1: referral search.
  await expect(signup).toContainText('Step 1 of 3');
  await signup.getByLabel('Referral ID').fill(referralId);
  await signup.getByRole('button', { name: 'Search' }).click();

  // Step 2: the found player, then Confirm.
  await expect(signup).toContainText('Step 2 of 3');
  for (const label of ['Nickname', 'Team', 'Level', 'Premium type'])
    await expect(signup).toContainText(label);
  await expectNoSeriousA11yProblems(page);
  await signup.getByRole('button', { name: 'Confirm' }).click();

  // Step 3: the account form with the referral ID read-only.
  await expect(signup).toContainText('Step 3 of 3');
  await expect(signup.getByLabel('Referral ID')).toHaveValue(referralId);
  await expect(signup.getByLabel('Referral ID')).not.toBeEditable();
  await signup.getByLabel('E-mail').fill(email.toUpperCase());
  await signup.getByLabel('First name').fill('Nova');
  await signup.getByLabel('Last name').fill('Keeper');
  await signup.getByLabel('Password', { exact: true }).fill(firstPassword);
  await signup.getByLabel('Confirm password').fill(firstPassword);
  await signup.getByRole('button', { name: 'Create account' }).click();

  // Verification with the code from the development mailbox (the address was stored lowercased).
  const verify = page.getByRole('dialog', { name: 'E-mail Verification' });
  await expect(verify).toContainText(`Enter the 6-digit code we sent to ${email}.`);
  await expect(verify.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  await expectNoSeriousA11yProblems(page);
  const code = /\b(\d{6})\b/.exec(await newestMail(page.request, email, /\b\d{6}\b/))?.[1] ?? '';
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toContainText('Email Verified!');
  await expect(verify).toBeHidden();
  await expect(page).toHaveURL('/');

  // The header strip of a logged-in player.
  const strip = siteHeader(page).getByRole('group', { name: 'Your stats' });
  await expect(strip).toBeVisible();
  await expect(strip).toContainText('Level');
  await expect(strip).toContainText('No VIP');
  await expect(siteHeader(page).getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // Change the password in the account settings.
  await siteHeader(page)
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(referralId, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByText(/Password strength: (Medium|Strong)/)).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  // Logged out everywhere, home, and the login modal says why.
  const again = page.getByRole('dialog', { name: 'Login' });
  await expect(again).toContainText('Password changed. Please log in again.');
  await expect(page).toHaveURL('/');
  await again.getByLabel('E-mail').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(firstPassword);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again.getByRole('alert')).toContainText('Invalid email or password.');
  await again.getByLabel('Password', { exact: true }).fill(newPassword);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again).toBeHidden();
  await expect(siteHeader(page).getByRole('group', { name: 'Your stats' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link, which logs the player in', async ({ page }) => {
  const { email } = await confirmedPlayerByApi(page, 'forgot', 'First-half-2026');
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  await forgot.getByLabel('E-mail').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot).toContainText('Check your inbox');
  await expect(forgot).toContainText(email);

  const mail = await newestMail(page.request, email, /reset-password\//);
  const path = /\/reset-password\/[\w-]+/.exec(mail)?.[0] ?? '';
  expect(path).not.toBe('');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Second-half-2026');
  await page.getByLabel('Confirm new password').fill('Second-half-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You are now logged in.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(siteHeader(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();

  // The link works once (as a guest again: the reset page is for guests only).
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(path);
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used.');
});

test('a referral ID that already has an account opens the error modal', async ({ page }) => {
  const { accounts } = await demoData(page.request);
  const taken = accounts[0]?.referralId ?? '';
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await signup.getByLabel('Referral ID').fill(taken);
  await signup.getByRole('button', { name: 'Search' }).click();
  const error = page.getByRole('dialog', { name: 'Referral ID already used' });
  await expect(error).toContainText('This referral ID has already been used for registration.');
  await expectNoSeriousA11yProblems(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  await expect(signup).toContainText('Step 1 of 3');
});

test('an unconfirmed player is asked to verify right after logging in, and cannot close the modal', async ({
  page,
}) => {
  await page.goto('/');
  await logInThroughModal(page, DEMO.unverified, DEMO_PASSWORD);
  const verify = page.getByRole('dialog', { name: 'E-mail Verification' });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText('Please verify your e-mail address to continue.');
  await expect(verify.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(verify).toBeVisible();
  await expect(verify.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await verify.getByLabel('Verification code').fill('12ab34');
  await expect(verify.getByLabel('Verification code')).toHaveValue('1234');
  await verify.getByRole('button', { name: 'Log out' }).click();
  await expect(verify).toBeHidden();
  await expect(siteHeader(page).getByRole('button', { name: 'Login' })).toBeVisible();
});

test('two tabs of one browser log out together', async ({ page, context }) => {
  const { session } = await confirmedPlayerByApi(page, 'tabs', 'Both-tabs-2026');
  await storeSession(page, session);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await siteHeader(second)
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await second.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(siteHeader(second).getByRole('button', { name: 'Login' })).toBeVisible();

  // The first tab follows without a reload, and leaves the page for logged-in players.
  await expect(siteHeader(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL('/');

  // The session is revoked on the server, not only forgotten by the browser.
  const check = await page.request.post('/api/account/login/validate', {
    headers: { ...(await csrfHeader(page.request, page)), Authorization: `Bearer ${session.token}` },
  });
  expect(check.status()).toBe(401);
});

test('a revoked session is logged out on its next call', async ({ page }) => {
  const { session } = await confirmedPlayerByApi(page, 'revoked', 'Red-card-2026');
  await storeSession(page, session);
  await page.goto('/');
  const bell = siteHeader(page).getByRole('button', { name: /^Notifications/ });
  // The welcome notification shows once the session has been checked.
  await expect(bell).toHaveAccessibleName(/unread/);
  // The home page's own calls are done, so the bell's is the next one (on a slow machine a late
  // offer check could otherwise meet the 401 first and log out before the click).
  await page.waitForLoadState('networkidle');

  // Ended elsewhere (another device's logout, an admin): the next call here gets a 401.
  const revoked = await page.request.post('/api/account/logout', {
    headers: { ...(await csrfHeader(page.request, page)), Authorization: `Bearer ${session.token}` },
  });
  expect(revoked.ok()).toBe(true);
  await bell.click();

  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pitchside.token'))).toBeNull();
  // Behind the modal the page is hidden from assistive tech; closed, the header offers Login.
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(siteHeader(page).getByRole('button', { name: 'Login' })).toBeVisible();
});

test('account settings and the notification panel pass axe for a logged-in player', async ({ page }) => {
  const { session } = await confirmedPlayerByApi(page, 'axe', 'Clean-sheet-2026');
  await storeSession(page, session);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expectNoSeriousA11yProblems(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('New e-mail', { exact: true }).fill('axe-new@example.com');
  await page.getByLabel('Confirm new e-mail').fill('axe-new@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('A code has been sent to your new email address.')).toBeVisible();
  await expectNoSeriousA11yProblems(page);

  await siteHeader(page)
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText(`Welcome to`);
  await expectNoSeriousA11yProblems(page);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(siteHeader(page).getByRole('button', { name: 'Notifications' })).toBeVisible();
});

test('@mobile the login and sign-up modals fit a phone', async ({ page }) => {
  await page.goto('/');
  const login = await openLogin(page);
  await expect(login.getByRole('button', { name: 'Login' })).toBeInViewport();
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signup.getByRole('button', { name: 'Search' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yProblems(page);
});
