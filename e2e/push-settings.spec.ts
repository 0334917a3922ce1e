import { expect, test, type Page } from './support/test.ts';
import { signUpFreshPlayer } from './support/session.ts';

const shots = 'test-results/push-settings';

async function pushTypes(page: Page, token: string) {
  const response = await page.request.get('/api/user/push', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { types: Record<string, boolean> } }).data.types;
}

test('Account settings → Notifications saves the kinds of push per type', async ({ page }) => {
  const player = await signUpFreshPlayer(page, { label: 'pushtypes', store: true });
  await page.goto('/account/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');

  // This device: the browser can take pushes once the portal's service worker runs.
  const device = page.getByTestId('push-device-card');
  await expect(device.getByRole('heading', { name: 'Push on this device' })).toBeVisible();
  await expect(device.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
  await expect(device.getByTestId('push-devices')).toHaveText('Devices receiving push notifications: 0');

  const types = page.getByTestId('push-types-card');
  const daily = types.getByRole('checkbox', { name: 'My Daily Free Gift is ready' });
  const matches = types.getByRole('checkbox', { name: 'A team I follow plays soon' });
  const gifts = types.getByRole('checkbox', { name: 'A friend sent me a gift' });
  const support = types.getByRole('checkbox', { name: 'Support replied to my ticket' });
  const payments = types.getByRole('checkbox', { name: 'My payment was delivered or refunded' });
  for (const box of [daily, gifts, support, payments, matches]) await expect(box).toBeChecked();

  await gifts.click();
  await expect(gifts).not.toBeChecked();
  await types.getByRole('button', { name: 'Save' }).click();
  await expect(types.getByText('Your notification choices are saved.')).toBeVisible();
  expect(await pushTypes(page, player.token)).toEqual({
    dailyGift: true,
    giftReceived: false,
    supportReply: true,
    payments: true,
    matchReminders: true,
  });
  await page.screenshot({ path: `${shots}/settings-en-1280.png`, fullPage: true });

  await page.reload();
  await expect(gifts).not.toBeChecked();
  await expect(support).toBeChecked();

  await support.click();
  await gifts.click();
  await types.getByRole('button', { name: 'Save' }).click();
  await expect(types.getByText('Your notification choices are saved.')).toBeVisible();
  expect(await pushTypes(page, player.token)).toEqual({
    dailyGift: true,
    giftReceived: true,
    supportReply: false,
    payments: true,
    matchReminders: true,
  });
});

for (const language of ['en', 'ar']) {
  test(`the notification settings on a phone (${language}) @mobile`, async ({ page }) => {
    await signUpFreshPlayer(page, { label: `pushphone${language}`, store: true });
    await page.goto(`/account/settings?tab=notifications&lng=${language}`);
    const types = page.getByTestId('push-types-card');
    await expect(types.getByRole('checkbox')).toHaveCount(5);
    await expect(page.getByTestId('push-device-card').getByRole('button')).toBeVisible();
    if (language === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(types.getByRole('checkbox', { name: 'أرسل لي صديق هدية' })).toBeChecked();
    }
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/settings-${language}-375.png`, fullPage: true });
  });
}

test('a signed-in player follows a team with the star on its match row, and it stays followed', async ({
  page,
}) => {
  const player = await signUpFreshPlayer(page, { label: 'follower', store: true });
  await page.goto('/stats/todays-matches');
  const row = page.getByTestId('match-row').first();
  const star = row.getByRole('button', { name: /^Follow / }).first();
  const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^Follow /, '');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const unfollow = row.getByRole('button', { name: `Unfollow ${name}` });
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  const follows = async () =>
    (
      (await (
        await page.request.get('/api/user/follows', { headers: { authorization: `Bearer ${player.token}` } })
      ).json()) as { data: { teamIds: number[] } }
    ).data.teamIds;
  await expect.poll(follows).toHaveLength(1);

  await page.reload();
  await expect(
    page
      .getByTestId('match-row')
      .first()
      .getByRole('button', { name: `Unfollow ${name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByTestId('match-row')
    .first()
    .getByRole('button', { name: `Unfollow ${name}` })
    .click();
  await expect.poll(follows).toHaveLength(0);
});
