import { expect, test } from './support/test.ts';
import { DEMO, DEMO_PASSWORD } from './support/session.ts';

test.describe.configure({ timeout: 90_000 });

test('a guest who opens /webshop/tickets signs in in the modal and is on /webshop/tickets', async ({
  page,
}) => {
  await page.goto('/webshop/tickets?from=game');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail').fill(DEMO.player);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/webshop\/tickets\?from=game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket Packages' })).toBeVisible();
});
