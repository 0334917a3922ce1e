import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';

// Staff accounts in the console (issue 35): an admin invites a finance member by e-mail; the
// invitee opens the link from the development mailbox, sets a password and a second factor, signs
// in with both and finds Orders but not Staff. Screenshots go to test-results/staff-*.png.

const codeOf = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 1000,
  });
/** The first look at a screen after a navigation: a shared, busy machine may need longer. */
const slow = { timeout: 20_000 };
const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** The invitation link mailed to this address, once the development mailbox has it. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await (await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as {
          data: Array<{ text: string }>;
        };
        link = mail.data.map((item) => /\/staff-invite\/[\w-]+/.exec(item.text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { message: `the invitation for ${to} arrives`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

test('an admin invites a finance member, who sets a password and a second factor, signs in and sees Orders but not Staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `finn-${randomUUID().slice(0, 8)}@studio.test`;
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible(slow);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('finance');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}. The link works for 72 hours.`)).toBeVisible(slow);
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: email })).toContainText('Finance');

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(await invitationLink(page.request, email));
  await expect(invitee.getByRole('heading', { level: 1, name: 'Staff invitation' })).toBeVisible(slow);
  await expect(invitee.getByText(`${email} is invited as Finance.`)).toBeVisible(slow);
  await invitee.getByLabel('Your name').fill('Finn');
  await invitee.getByLabel('Password', { exact: true }).fill('Finn-pass-2026');
  await invitee.getByLabel('Confirm password').fill('Finn-pass-2026');
  await invitee.getByRole('button', { name: 'Continue' }).click();
  await expect(invitee.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible(slow);
  const secret = ((await invitee.getByTestId('invite-secret').textContent()) ?? '').replace(/\s+/g, '');
  await invitee.getByLabel('Authenticator code').fill(codeOf(secret));
  await invitee.getByRole('button', { name: 'Confirm and join' }).click();
  await expect(invitee.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible(slow);
  await expect(invitee.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await invitee.screenshot({ path: 'test-results/staff-invite-done-1280.png', fullPage: true });

  // Sign in with the password and the code (the next one: the first may not be used twice).
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  const login = invitee.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Finn-pass-2026');
  await login.getByRole('button', { name: 'Login' }).click();
  await login.getByLabel('Authentication code').fill(codeOf(secret, 30));
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden(slow);
  await invitee.goto('/admin/orders');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(slow);
  await expect(consoleNav(invitee).getByRole('link', { name: 'Orders' })).toBeVisible(slow);
  await expect(consoleNav(invitee).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await context.close();

  // The admin sees the new member with a second factor, and the log says what happened.
  await page.reload();
  const member = page
    .getByRole('table', { name: 'Staff accounts' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(member).toContainText('Finance', slow);
  await expect(member).toContainText('On');
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: 'test-results/staff-1280.png', fullPage: true });
  await page.goto('/admin/logs?group=staff');
  await expect(page.getByText(new RegExp(`invited ${email} as Finance`))).toBeVisible(slow);
  await expect(page.getByText(/^Finn accepted the invitation and joined as Finance/)).toBeVisible(slow);
});

test('the Staff screen at 375 px and in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.admin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible(slow);
  await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible(slow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/staff-375.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.localStorage.setItem('pitchside.language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', slow);
  await expect(page.getByRole('heading', { level: 1, name: 'الموظفون' })).toBeVisible(slow);
  await expect(page.locator('main')).not.toContainText(/\bstaff\.[a-zA-Z]/);
  await page.screenshot({ path: 'test-results/staff-ar.png', fullPage: true });
});
