import { expect, test } from './support/test.ts';
import { buyThroughApi } from './support/purchases.ts';
import { DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';

// A sign-up, two browsers, three screens and three languages.
test.describe.configure({ timeout: 180_000 });

test('the studio creates MATCHDAY25 (100 WP, 5 uses); a player opens /redeem?code=MATCHDAY25, redeems it once and sees the points in the header', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Promo codes' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await admin.getByRole('button', { name: 'New code' }).click();
  const form = admin.getByRole('dialog', { name: 'New promo code' });
  await form.getByLabel('Name (internal)').fill('Match day post');
  await form.getByLabel('Code', { exact: true }).fill('matchday25');
  await form.getByLabel('Total uses').fill('5');
  await form.getByLabel('Web points').fill('100');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: 'MATCHDAY25' });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('0 / 5');
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Active');

  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const player = await playerContext.newPage();
  await signUpFreshPlayer(player, { label: 'redeemer', store: true });
  await player.goto('/redeem?code=MATCHDAY25');
  await expect(player.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();
  const code = player.getByLabel('Your code');
  await expect(code).toHaveValue('MATCHDAY25');
  await player.screenshot({ path: 'test-results/redeem-1280.png', fullPage: true });
  await player.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(player.getByText('Code redeemed!')).toBeVisible();
  await expect(player.getByText('Web points added to your balance: 100')).toBeVisible();
  await expect(player.getByRole('group', { name: 'Your stats' })).toContainText('100');

  // Once only: a second try says so in the player's words, and the balance stays.
  await code.fill('matchday25');
  await player.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(player.getByText('You have already redeemed this code.')).toBeVisible();
  await player.reload();
  await expect(player.getByRole('group', { name: 'Your stats' })).toContainText('100');

  // The console counts the redemption; the audit log has the studio's two changes.
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: 'MATCHDAY25' })).toContainText('1 / 5');
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('rowheader', { name: 'Created a promo code' })).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: "Changed a promo code's status" })).toBeVisible();

  // The screen on a phone, and in Arabic (right to left), for the record.
  await player.setViewportSize({ width: 375, height: 812 });
  await player.goto('/redeem?code=MATCHDAY25');
  await expect(player.getByLabel('Your code')).toHaveValue('MATCHDAY25');
  await player.screenshot({ path: 'test-results/redeem-375.png', fullPage: true });
  await player.evaluate(() => window.localStorage.setItem('pitchside.language', 'ar'));
  await player.goto('/redeem?code=MATCHDAY25');
  await expect(player.locator('html')).toHaveAttribute('dir', 'rtl');
  await player.getByRole('button', { name: 'استبدال', exact: true }).click();
  await expect(player.getByText('لقد استبدلت هذا الرمز من قبل.')).toBeVisible();
  await player.screenshot({ path: 'test-results/redeem-375-ar.png', fullPage: true });
  await player.setViewportSize({ width: 1280, height: 900 });
  // The header's balance as the server reports it (the stored copy from the sign-up is read first).
  await expect(player.getByRole('group').filter({ hasText: 'نقاط الويب' })).toContainText('100');
  await player.screenshot({ path: 'test-results/redeem-1280-ar.png', fullPage: true });
  await adminContext.close();
  await playerContext.close();
});

test('the studio registers a creator; a player supports them on the webshop, buys a pack, and the creator page shows the share', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin/promo-codes');
  const creators = admin.getByRole('region', { name: 'Creators' });
  await creators.getByLabel('Account e-mail').fill(DEMO.player);
  await creators.getByLabel('Creator code').fill('pitchstar');
  await creators.getByLabel('Share (%)').fill('5');
  await creators.getByRole('button', { name: 'Register' }).click();
  await expect(creators.getByRole('row').filter({ hasText: 'PITCHSTAR' })).toContainText('5 %');
  await admin.screenshot({ path: 'test-results/admin-promo-codes-1280.png', fullPage: true });

  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const player = await playerContext.newPage();
  const fan = await signUpFreshPlayer(player, { label: 'supporter', store: true });
  await player.goto('/webshop/tickets');
  await player.getByLabel('Creator code').fill('pitchstar');
  await player.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(player.getByText(/You support PITCHSTAR until/)).toBeVisible();
  await expect(player.getByRole('group', { name: 'Starter Tickets' })).toContainText('Supporting PITCHSTAR');
  await player.screenshot({ path: 'test-results/creator-support-1280.png' });
  // Starter Tickets, €4.99: 5 % is €0.24 (rounded down to the cent).
  await buyThroughApi(player, fan, 'tickets-starter');

  const creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const creator = await creatorContext.newPage();
  await loginAs(creator, DEMO.player);
  await creator.goto('/creator');
  await expect(creator.getByRole('heading', { level: 1, name: 'Creator page' })).toBeVisible();
  await expect(creator.getByText('PITCHSTAR')).toBeVisible();
  const month = creator.getByRole('row').nth(1);
  await expect(month).toContainText('€0.24');
  await creator.screenshot({ path: 'test-results/creator-page-1280.png' });
  await adminContext.close();
  await playerContext.close();
  await creatorContext.close();
});
