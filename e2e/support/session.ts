import { expect, type Page } from '@playwright/test';

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
  content: 'content@pitchside.dev',
  finance: 'finance@pitchside.dev',
  admin: 'admin@pitchside.dev',
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

/** The CSRF header the app sends on state-changing calls (the cookie is fetched first). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/csrf');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(csrf) };
}

export interface FreshPlayer extends LoggedIn {
  email: string;
  password: string;
  referralId: string;
  nickname: string;
}

/**
 * A brand-new confirmed player, so balances, claims and VIP standing are one journey's alone
 * (other journeys use the demo accounts at the same time): sign up through the API with a free
 * referral ID (a parallel journey may take the same one: try the next), then verify with the code
 * from the development mailbox. With `store`, the session is in the browser before the app starts.
 */
export async function signUpFreshPlayer(
  page: Page,
  { label, store }: { label: string; store: boolean },
): Promise<FreshPlayer> {
  const headers = await csrfHeaders(page);
  const demo = (await (await page.request.get('/api/dev/demo')).json()) as {
    data: { freeReferralIds: string[] };
  };
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = `${label[0]?.toUpperCase() ?? 'P'}${label.slice(1)}-pass-2026`;
  let referralId: string | undefined;
  for (const candidate of [...demo.data.freeReferralIds].sort(() => Math.random() - 0.5)) {
    const response = await page.request.post('/api/account/register', {
      headers,
      data: { email, password, name: 'Fresh', surname: 'Player', referralid: candidate },
    });
    if (response.ok()) {
      referralId = candidate;
      break;
    }
    if (response.status() !== 409)
      throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  if (!referralId) throw new Error('no free referral ID was left for a sign-up');

  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await (
          await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
        ).json()) as {
          data: { text: string }[];
        };
        code = /\b(\d{6})\b/.exec(mail.data[0]?.text ?? '')?.[1];
        return code;
      },
      { message: 'the verification code arrives in the dev mailbox', timeout: 15_000 },
    )
    .toBeTruthy();
  const verified = await page.request.post('/api/account/register/verify-email', {
    headers,
    data: { email, code },
  });
  if (!verified.ok()) throw new Error(`verification failed: ${verified.status()} ${await verified.text()}`);
  const body = (await verified.json()) as LoggedIn;
  if (store) {
    await page.addInitScript((stored) => {
      window.localStorage.setItem('pitchside.token', stored.token);
      window.localStorage.setItem('pitchside.user', JSON.stringify(stored.user));
    }, body);
  }
  return { ...body, email, password, referralId, nickname: String(body.user.nickname) };
}
