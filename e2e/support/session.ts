import type { Page } from '@playwright/test';

export interface FakeSessionUser {
  emailconfirmed: boolean;
  nickname?: string;
}

/**
 * Puts a stored session in the browser before the app starts, the way a returning player's
 * browser holds one (spec §3 "Stored session"). Used only to exercise the route guards.
 */
export async function seedStoredSession(page: Page, user: FakeSessionUser) {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('pitchside.token', 'e2e-token');
    window.localStorage.setItem(
      'pitchside.user',
      JSON.stringify({ id: 1, email: 'player@example.com', nickname: 'Player', ...stored }),
    );
  }, user);
}
