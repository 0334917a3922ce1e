import { expect, test } from './support/test.ts';
import { buyThroughApi } from './support/purchases.ts';
import { DEMO, loginAs, signUpFreshPlayer } from './support/session.ts';
import { solidPng } from './support/images.ts';

// A sign-up, a payment, two browsers and seven screens: 96 s once on a busy shared CI machine.
test.describe.configure({ timeout: 180_000 });

test('an admin finds a player by referral ID, grants 100 WP that the player’s header shows, refunds an order, changes a price the webshop shows, reads it all in the audit log and sees the dashboard', async ({
  browser,
}) => {
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const player = await playerContext.newPage();
  const fresh = await signUpFreshPlayer(player, { label: 'compensated', store: true });
  // Starter Tickets by card: 5 WP and an order the admin will refund.
  await buyThroughApi(player, fresh, 'tickets-starter');

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/');
  await admin.getByRole('button', { name: /^Account menu for / }).click();
  await admin.getByRole('menuitem', { name: 'Back office' }).click();
  // The console opens on the admin's first screen, the dashboard; its own navigation leads on.
  await expect(admin.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Players' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Search players' }).fill(fresh.referralId);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${fresh.referralId}`));
  await admin.getByRole('link', { name: new RegExp(fresh.nickname) }).click();
  await expect(admin.getByRole('heading', { level: 1, name: fresh.nickname })).toBeVisible();

  await admin.getByRole('button', { name: 'Grant compensation' }).click();
  const dialog = admin.getByRole('dialog', { name: `Grant compensation to ${fresh.nickname}` });
  await dialog.getByLabel('Web points').fill('100');
  await dialog.getByLabel('Reason').fill('Sorry for the match-day outage');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Granted to ${fresh.nickname}. New balance: 105 WP.`);
  await expect(dialog).toBeHidden();
  // The page reads the player again: the bonus row is in the ledger.
  await expect(
    admin.getByRole('rowheader', { name: 'Compensation: Sorry for the match-day outage' }),
  ).toBeVisible();

  // The player's header shows the new balance once the app has read the account.
  await player.goto('/');
  await expect(player.getByRole('group', { name: 'Your stats' })).toContainText('105');

  // The card payment is refunded: the order reads "refunded" and its 5 WP leave the balance.
  await admin.getByRole('tab', { name: /Orders/ }).click();
  const order = admin.getByRole('row').filter({ hasText: 'Starter Tickets' });
  await order.getByRole('button', { name: 'Refund' }).click();
  const refund = admin.getByRole('dialog', { name: /^Refund order #\d+\?$/ });
  await refund.getByLabel('Reason').fill('Bought by mistake');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(order).toContainText('Refunded');
  await player.reload();
  await expect(player.getByRole('group', { name: 'Your stats' })).toContainText('100');

  // A price change in the catalogue is what the player's webshop shows next.
  await admin.getByRole('link', { name: 'Catalogue' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit Legend Tickets' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Legend Tickets' });
  await edit.getByLabel('Price (€)', { exact: true }).fill('44.44');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(admin.getByText('Legend Tickets saved. The webshop shows it now.')).toBeVisible();
  try {
    await player.goto('/webshop/tickets');
    await expect(player.getByRole('group', { name: 'Legend Tickets' })).toContainText('€44.44');
  } finally {
    // Other journeys share this catalogue: the price goes back, whatever happened above.
    await admin.getByRole('button', { name: 'Edit Legend Tickets' }).click();
    await edit.getByLabel('Price (€)', { exact: true }).fill('49.99');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
  }

  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // Each entry in words: who did what to whom, and why.
  const row = admin
    .getByRole('row')
    .filter({ hasText: `granted ${fresh.nickname} 100 web points and 0 tickets` })
    .first();
  await expect(row).toContainText('admin@pitchside.dev');
  await expect(row).toContainText('Reason: Sorry for the match-day outage');
  const refunded = admin
    .getByRole('row')
    .filter({ hasText: new RegExp(`refunded order #\\d+ of ${fresh.nickname}: €`) })
    .first();
  await expect(refunded).toContainText('Bought by mistake');
  await expect(admin.getByRole('row').filter({ hasText: 'Changed a product' }).first()).toContainText(
    'priceCents: 4444 → 4999',
  );

  // The dashboard draws revenue and orders per day, and counts the refund it just saw.
  await admin.getByRole('link', { name: 'Dashboard' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
  await admin.getByRole('button', { name: 'Today' }).click();
  await expect(admin.getByRole('img', { name: 'Revenue per day' }).locator('canvas')).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Orders per day' }).locator('canvas')).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: 'Starter Tickets' })).toBeVisible();

  await playerContext.close();
  await adminContext.close();
});

test('an admin publishes a news item and a banner in English and German, which a German guest reads on the home page', async ({
  browser,
}) => {
  // Unique per run: a retry publishes its own pair. They stay published (other journeys count
  // the home page's slides while this runs, so none is taken away under them).
  const stamp = Date.now().toString(36).slice(-6);
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin/content');
  await expect(admin.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();

  await admin.getByRole('button', { name: 'New news item' }).click();
  const news = admin.getByRole('dialog', { name: 'New news item' });
  await news.getByLabel('Title (EN)', { exact: true }).fill(`Cup final ${stamp}`);
  await news.getByLabel('Summary (EN)', { exact: true }).fill('Who lifts the trophy?');
  await news
    .getByLabel('Article (HTML) (EN)', { exact: true })
    .fill('<h2>Kick-off</h2><p>Sunday at six.</p>');
  await expect(news.getByText('12 languages lack texts')).toBeVisible();
  await news.getByRole('button', { name: 'Deutsch: texts missing' }).click();
  await news.getByLabel('Title (DE)', { exact: true }).fill(`Pokalfinale ${stamp}`);
  await news.getByLabel('Summary (DE)', { exact: true }).fill('Wer holt den Pokal?');
  await news
    .getByLabel('Article (HTML) (DE)', { exact: true })
    .fill('<h2>Anpfiff</h2><p>Sonntag um sechs.</p>');
  await expect(news.getByRole('button', { name: 'Deutsch: complete' })).toBeVisible();
  await expect(news.getByText('11 languages lack texts')).toBeVisible();
  await expect(news.getByRole('region', { name: 'Preview' })).toContainText(`Pokalfinale ${stamp}`);
  await news
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'final.png', mimeType: 'image/png', buffer: solidPng(1200, 675, [20, 60, 160]) });
  await expect(news.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await news.getByLabel('Status').selectOption('published');
  await news.getByRole('button', { name: 'Save' }).click();
  await expect(news).toBeHidden();
  await expect(admin.getByText(`“Cup final ${stamp}” was saved.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: `Cup final ${stamp}` })).toContainText('Live');

  await admin.getByRole('tab', { name: 'Banners' }).click();
  await admin.getByRole('button', { name: 'New banner' }).click();
  const banner = admin.getByRole('dialog', { name: 'New banner' });
  await banner.getByLabel('Title (EN)', { exact: true }).fill(`Double tickets ${stamp}`);
  await banner.getByLabel('Subtitle (EN)', { exact: true }).fill('This weekend only');
  await banner.getByLabel('Button text (EN)', { exact: true }).fill('Shop now');
  await banner.getByRole('button', { name: 'Deutsch: texts missing' }).click();
  await banner.getByLabel('Title (DE)', { exact: true }).fill(`Doppelte Tickets ${stamp}`);
  await banner.getByLabel('Subtitle (DE)', { exact: true }).fill('Nur an diesem Wochenende');
  await banner.getByLabel('Button text (DE)', { exact: true }).fill('Jetzt kaufen');
  await banner.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'tickets.png',
    mimeType: 'image/png',
    buffer: solidPng(1600, 600, [200, 120, 20]),
  });
  await expect(banner.getByRole('button', { name: 'Replace image' })).toBeVisible();
  // First in the carousel, linking to a page a guest may open (the home journeys follow it).
  await banner.getByLabel('Button link').fill('/vip');
  await banner.getByLabel('Position').fill('0');
  await banner.getByLabel('Status').selectOption('published');
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect(banner).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: `Double tickets ${stamp}` })).toContainText('Live');

  // A guest whose browser asks for German: the page comes in German, with the new texts.
  const guestContext = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  const guest = await guestContext.newPage();
  await guest.goto('/');
  await expect(guest.locator('html')).toHaveAttribute('lang', 'de');
  await expect(guest.getByRole('heading', { level: 3, name: `Doppelte Tickets ${stamp}` })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Jetzt kaufen' }).first()).toBeVisible();
  await expect(guest.getByRole('heading', { level: 3, name: `Pokalfinale ${stamp}` })).toBeVisible();
  await guestContext.close();

  await admin.getByRole('link', { name: 'Audit log' }).click();
  const created = admin.getByRole('row').filter({ hasText: 'Created a news item' }).first();
  await expect(created).toContainText('admin@pitchside.dev');
  await expect(admin.getByRole('row').filter({ hasText: 'Created a banner' }).first()).toBeVisible();
  await adminContext.close();
});

test('support looks a player up but cannot change them; a player cannot open the back office', async ({
  browser,
}) => {
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await loginAs(support, DEMO.support);
  await support.goto('/admin?q=player@pitchside.dev');
  await support.getByRole('link', { name: /player@pitchside\.dev/ }).click();
  await expect(support.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(support.getByRole('button', { name: 'Grant compensation' })).toHaveCount(0);
  await expect(support.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await supportContext.close();

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await loginAs(player, DEMO.player);
  await player.goto('/admin');
  await expect(player).toHaveURL('/');
  await playerContext.close();
});
