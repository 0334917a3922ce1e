import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** What production needs to start; nothing here reaches Stripe or SMTP. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL: 'https://pitchside.example',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  VAPID_PUBLIC_KEY: 'BJo7-r9WvLxtDSB3P5khUE5iNMEJcPnWuRkz4ZvbPxgQyqRBOWVQA_C2FK2ohG7hDqpS23CKKVtJKl0CmKJA1Ak',
  VAPID_PRIVATE_KEY: 'DafT21b7V4ixLNTjA8rDKiHGJbe-5bWte_LFrx763ZY',
  VAPID_SUBJECT: 'mailto:ops@pitchside.example',
};

/**
 * Issue 31 item 5: in production the server believed anyone's X-Forwarded-For, so 60 wrong logins
 * with a rotating header met no limit. Only the proxies in TRUSTED_PROXIES are believed now.
 */
describe('forwarded headers in production', () => {
  let open: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ env: PRODUCTION });
    behindProxy = await createTestApp({ env: { ...PRODUCTION, TRUSTED_PROXIES: '10.0.0.0/24, 192.0.2.7' } });
  });
  afterAll(async () => {
    await open.close();
    await behindProxy.close();
  });

  /** 40 wrong logins, each for another account and with another forwarded address. */
  const rotatingLogins = async (t: TestApp, from: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: `nobody${i}@example.com`, password: 'Wrong-pass1' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-forwarded-proto': 'https' },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  };

  it('without TRUSTED_PROXIES a rotating X-Forwarded-For meets the login limit of the real address', async () => {
    const statuses = await rotatingLogins(open, '198.51.100.20');
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('a client outside TRUSTED_PROXIES is not believed either', async () => {
    const statuses = await rotatingLogins(behindProxy, '198.51.100.21');
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("the configured proxy's X-Forwarded-For is believed: each player is counted alone", async () => {
    const fromCidr = await rotatingLogins(behindProxy, '10.0.0.5');
    expect(fromCidr.every((status) => status === 401)).toBe(true);
    const fromAddress = await rotatingLogins(behindProxy, '192.0.2.7');
    // The same 40 player addresses as above: their own budgets, now half spent.
    expect(fromAddress.every((status) => status === 401)).toBe(true);
  });
});
