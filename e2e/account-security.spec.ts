import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/test.ts';
import { csrfHeaders, signUpFreshPlayer } from './support/session.ts';

/** What an authenticator app shows for `secret`, `ahead` seconds from now. */
const codeOf = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 1000,
  });

const siteHeader = (page: Page) => page.getByRole('banner').first();

test('a player turns on two-factor by scanning, signs in with the code, ends another session, downloads their data and schedules deletion', async ({
  page,
}) => {
  const player = await signUpFreshPlayer(page, { label: 'secure', store: false });
  // Stored once (not by an init script, which would bring the old session back on every load).
  await page.goto('/');
  await page.evaluate((stored) => {
    window.localStorage.setItem('pitchside.token', stored.token);
    window.localStorage.setItem('pitchside.user', JSON.stringify(stored.user));
  }, player);
  // A second device, signed in before two-factor was on.
  const other = await page.request.post('/api/account/login', {
    headers: await csrfHeaders(page),
    data: { email: player.email, password: player.password },
  });
  const otherToken = ((await other.json()) as { token: string }).token;

  await page.goto('/account/settings?tab=security');
  const twoFactor = page.getByTestId('two-factor-card');
  await twoFactor.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = ((await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  await twoFactor.getByLabel('2. Enter the 6-digit code the app shows').fill(codeOf(secret));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (
    await twoFactor.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  ).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();

  await siteHeader(page)
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await siteHeader(page).getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Login' }).click();
  // The code of the next 30 s: the one that turned it on may not be used again.
  await login.getByLabel('Authentication code').fill(codeOf(secret, 30));
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();

  await page.goto('/account/settings?tab=security');
  const sessions = page.getByTestId('sessions-card');
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  const otherRow = sessions.getByTestId('session-row').filter({ hasNot: page.getByText('This device') });
  await otherRow.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  const ended = await page.request.post('/api/account/login/validate', {
    headers: { ...(await csrfHeaders(page)), authorization: `Bearer ${otherToken}` },
  });
  expect(ended.status()).toBe(401);
  await expect(page.getByTestId('login-history-card').getByText('Password + app code').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pitchside-data-.+\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path()) as string, 'utf8')) as Record<
    string,
    unknown
  >;
  expect(Object.keys(data)).toEqual(expect.arrayContaining(['account', 'sessions', 'orders', 'ledger']));
  expect(JSON.stringify(data)).toContain(player.email);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete your account?' });
  await remove.getByLabel('Password', { exact: true }).fill(player.password);
  await remove.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[0] as string);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Deletion scheduled' })).toBeVisible();
});

test('a password reset on an account with two-factor asks for the code, then signs the player in', async ({
  page,
}) => {
  const player = await signUpFreshPlayer(page, { label: 'resetcode', store: false });
  const bearer = async () => ({ ...(await csrfHeaders(page)), authorization: `Bearer ${player.token}` });
  const setup = await page.request.post('/api/account/two-factor/setup', { headers: await bearer() });
  const secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
  const enabled = await page.request.post('/api/account/two-factor/enable', {
    headers: await bearer(),
    data: { code: codeOf(secret) },
  });
  expect(enabled.status()).toBe(200);
  await page.request.post('/api/account/forgot-password', {
    headers: await csrfHeaders(page),
    data: { email: player.email },
  });
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await (
          await page.request.get(`/api/dev/mail?to=${encodeURIComponent(player.email)}`)
        ).json()) as { data: Array<{ text: string }> };
        path =
          mail.data.map((item) => /\/reset-password\/[\w-]+/.exec(item.text)?.[0] ?? '').find(Boolean) ?? '';
        return path;
      },
      { message: 'the reset mail arrives', timeout: 20_000 },
    )
    .not.toBe('');

  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill('Fresh-after-2fa-26');
  await page.getByLabel('Confirm new password').fill('Fresh-after-2fa-26');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // The password is set, but no session exists until the code from the app.
  await expect(
    page.getByText('Your password has been changed. Enter the code from your authenticator app to sign in.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('pitchside.token'))).toBeNull();
  // The code of the next 30 s: the one that turned it on may not be used again.
  await page.getByLabel('Authentication code').fill(codeOf(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your password has been reset. You are now logged in.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(siteHeader(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

/** The game server's side of the signed game API (docs/game-integration.md). */
const GAME_SECRET = 'e2e-game-api-secret-0123456789abcdef01234567';

test('a sign-in link from the game opens the tickets shop signed in, once', async ({ page }) => {
  const player = await signUpFreshPlayer(page, { label: 'gamer', store: false });
  const found = await page.request.get(
    `/api/account/search-with-referral?referralID=${player.referralId}&forGift=true`,
  );
  const playerId = ((await found.json()) as { data: { Id: number } }).data.Id;
  const body = JSON.stringify({ playerId, next: '/webshop/tickets', nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', GAME_SECRET).update(`${timestamp}.`).update(body).digest('hex');
  const asked = await page.request.post('/api/game/sign-in-links', {
    headers: {
      'content-type': 'application/json',
      'x-pitchside-timestamp': timestamp,
      'x-pitchside-signature': `sha256=${signature}`,
    },
    data: body,
  });
  expect(asked.status()).toBe(200);
  const link = new URL(((await asked.json()) as { data: { url: string } }).data.url);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/webshop\/tickets$/);
  await expect(
    siteHeader(page).getByRole('button', { name: `Account menu for ${player.nickname}` }),
  ).toBeVisible();

  // The same link again: spent.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText('expired');
});
