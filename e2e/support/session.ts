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

/** The demo accounts that every fresh server seeds (see `GET /api/dev/demo`). */
export const DEMO_PASSWORD = 'Pitchside-2026';
export const DEMO = {
  player: 'player@pitchside.dev',
  rookie: 'rookie@pitchside.dev',
  unverified: 'unverified@pitchside.dev',
  support: 'support@pitchside.dev',
} as const;

export interface LoggedIn {
  token: string;
  user: Record<string, unknown>;
}

/**
 * Logs in through the real API (CSRF cookie first, as the app does) and stores the real token
 * and user before the app starts, so a journey begins as a returning, logged-in player.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<LoggedIn> {
  await page.request.get('/api/csrf');
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/account/login', {
    data: { email, password, remember: true },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(csrf) },
  });
  if (!response.ok())
    throw new Error(`login as ${email} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Record<string, unknown> };
  await page.addInitScript((stored) => {
    window.localStorage.setItem('pitchside.token', stored.token);
    window.localStorage.setItem('pitchside.user', JSON.stringify(stored.user));
  }, body);
  return { token: body.token, user: body.user };
}
