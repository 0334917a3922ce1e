import { expect, test } from './support/test.ts';

test('@mobile the side menu is an overlay that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /open menu/i });
  await menuButton.click();
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'VIP System' }).click();
  await expect(page).toHaveURL('/vip');
  await expect(nav).toBeHidden();
});
