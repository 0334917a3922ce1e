import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { csrfHeaders } from './support/session.ts';

test.describe.configure({ timeout: 180_000 });

/** A player who signed up through the API and has not confirmed the e-mail address yet. */
async function unconfirmedPlayer(page: Page) {
  const headers = await csrfHeaders(page);
  const demo = (await (await page.request.get('/api/dev/demo')).json()) as {
    data: { freeReferralIds: string[] };
  };
  const email = `return-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Return-pass-2026';
  for (const referralid of [...demo.data.freeReferralIds].sort(() => Math.random() - 0.5)) {
    const response = await page.request.post('/api/account/register', {
      headers,
      data: { email, password, name: 'Fresh', surname: 'Player', referralid },
    });
    if (response.ok()) return { email, password };
    if (response.status() !== 409) throw new Error(`sign-up failed: ${response.status()}`);
  }
  throw new Error('no free referral ID was left for a sign-up');
}

/** The newest verification code in the development mailbox for an address. */
async function newestCode(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await (
        await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json()) as {
        data: { text: string }[];
      };
      code = /\b(\d{6})\b/.exec(mail.data[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('a link to /webshop/tickets opened by an unconfirmed player lands there once the e-mail is verified', async ({
  page,
}) => {
  const player = await unconfirmedPlayer(page);
  await page.goto('/webshop/tickets?from=mail');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  const verify = page.getByRole('dialog', { name: 'E-mail Verification' });
  // The app starts on the first interaction (decision 0021): a click before it runs is sent again.
  await expect(async () => {
    if (await login.isVisible()) await login.getByRole('button', { name: 'Login' }).click();
    await expect(verify).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // Not confirmed yet: the verification comes first, on the home page.
  await expect(page).toHaveURL(/\/$/);
  await verify.getByLabel('Verification code').fill(await newestCode(page, player.email));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toContainText('Email Verified!');

  await expect(page).toHaveURL(/\/webshop\/tickets\?from=mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket Packages' })).toBeVisible();
});
