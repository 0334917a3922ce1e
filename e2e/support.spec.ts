import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { DEMO, loginAs } from './support/session.ts';
import { solidPng } from './support/images.ts';

// Four contexts and two uploads on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/csrf');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

async function notificationsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/user/notifications', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: Array<{ title: string; message: string; link?: string | null }> };
}

test('a ticket with an attachment goes from the player to the console and back, until it is closed', async ({
  browser,
}) => {
  const subject = `Pro Tickets missing ${Date.now()}`;

  // The player opens the ticket with a screenshot attached.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const { token } = await loginAs(player, DEMO.player);
  await player.goto('/support');
  await expect(player.getByRole('heading', { level: 1, name: 'Support centre' })).toBeVisible();
  await player.getByRole('link', { name: 'New ticket' }).first().click();
  await player.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await player.getByRole('combobox', { name: 'Category' }).selectOption('payment_and_billing');
  await player.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await player
    .getByRole('textbox', { name: 'Description' })
    .fill('I bought the Pro Tickets pack this morning but the tickets never arrived in the game.');
  await player
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(player.getByRole('list', { name: 'Files to send' })).toContainText('receipt.png');
  await player.getByRole('button', { name: 'Submit ticket' }).click();

  const created = player.getByText(/Your ticket PS-\d{6} was created/);
  await expect(created).toBeVisible();
  const code = /PS-\d{6}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  await expect(player.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Preview receipt.png' })).toBeEnabled();

  // Staff answers it from the console, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginAs(staff, DEMO.support);
  await staff.goto('/support/console');
  await staff.getByRole('combobox', { name: 'Category' }).selectOption('payment_and_billing');
  await expect(staff).toHaveURL(/category=payment_and_billing/);
  await staff.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await expect(staff).toHaveURL(/priority=high/);
  await staff.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(staff.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Preview receipt.png' })).toBeEnabled();
  await staff.getByRole('button', { name: 'Preview receipt.png' }).click();
  await expect(staff.getByRole('dialog', { name: 'receipt.png' }).getByRole('img')).toBeVisible();
  await staff.keyboard.press('Escape');
  await staff
    .getByRole('textbox', { name: 'Your message' })
    .fill('We re-sent your tickets. Please restart the game and check again.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Your reply was sent.')).toBeVisible();
  await expect(staff.getByText('Waiting for player').first()).toBeVisible();
  await staffContext.close();

  // The player hears of it: a notification, "Support Team" in the conversation, "Waiting for you".
  const notes = await notificationsOf(player.request, token);
  expect(notes.data.some((note) => note.message.includes(code))).toBe(true);
  await player.goto('/support');
  const row = player.getByRole('link', { name: new RegExp(subject) });
  await expect(row).toContainText('Waiting for you');
  await expect(row).toContainText('1 new reply');
  await row.click();
  const answer = player.getByRole('list', { name: 'Conversation' }).getByRole('article').last();
  await expect(answer).toContainText('Support Team');
  await expect(answer).toContainText('We re-sent your tickets.');
  await expect(player.getByText('Waiting for you').first()).toBeVisible();

  // The player replies, then closes the ticket for good.
  await player.getByRole('textbox', { name: 'Your message' }).fill('Got them now, thank you!');
  await player.getByRole('button', { name: 'Send reply' }).click();
  await expect(player.getByText('Your reply was sent.')).toBeVisible();
  await expect(player.getByText('Waiting support').first()).toBeVisible();
  await player.getByRole('button', { name: 'Close ticket' }).click();
  const dialog = player.getByRole('dialog', { name: 'Close this ticket?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Close ticket' }).click();
  await expect(player.getByText('This ticket is closed and cannot be replied to.')).toBeVisible();
  await expect(player.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

  // …and the server refuses a reply that skips the screen.
  const ticketId = new URL(player.url()).searchParams.get('ticket');
  const late = await player.request.post(`/api/support/tickets/${ticketId}/replies`, {
    headers: { Authorization: `Bearer ${token}`, ...(await csrfHeader(player)) },
    multipart: { message: 'One more thing' },
  });
  expect(late.status()).toBe(409);
  await playerContext.close();
});

test('a guest reads the reply times and searches the FAQ, and is asked to log in for tickets', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(page.getByText('We reply within about 24 hours on weekdays.')).toBeVisible();
  await expect(page.getByText('Tickets sent at the weekend are reviewed on Monday.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Account issues' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
  await search.fill('password');
  const question = page.getByRole('button', { name: /forgot my password/i });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 3, name: 'Payment and billing' })).toHaveCount(0);
  await search.fill('zebra crossing');
  await expect(page.getByText('No questions match “zebra crossing”.')).toBeVisible();

  await page.getByRole('region', { name: 'Your tickets' }).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('the FAQ comes in the reader language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pitchside.language', 'de'));
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Kontoprobleme' })).toBeVisible();
  const faq = (await (await page.request.get('/api/public/faq?lang=de')).json()) as {
    data: Array<{ question: string }>;
  };
  await expect(page.getByRole('button', { name: faq.data[0]?.question ?? '' })).toBeVisible();
});

test('@mobile the ticket list fits a 375 px screen', async ({ page }) => {
  const { token } = await loginAs(page, DEMO.rookie);
  const created = await page.request.post('/api/support/tickets', {
    headers: { Authorization: `Bearer ${token}`, ...(await csrfHeader(page)) },
    multipart: {
      subject: 'Match screen freezes on a small phone',
      description: 'After the second half starts the match screen freezes on my phone.',
      category: 'technical_issue',
      priority: 'normal',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/support');
  await expect(page.getByRole('tablist', { name: 'Tickets by status' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Match screen freezes/ }).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
