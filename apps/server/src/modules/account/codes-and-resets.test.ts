import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { players } from '../../db/schema/game.ts';

/**
 * Issue 11, "codes and resets": attempt counters that hold under a burst, reset limits that key
 * by what the request carries, and reset links that die when a newer one or a password change
 * comes. Limits at their real size (RATE_LIMIT_SCALE 1) unless a test says otherwise.
 */
const clock = { now: new Date('2026-05-01T10:00:00Z') };
const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));

function harness(scale: string) {
  const h = {} as {
    t: TestApp;
    referralIds: string[];
    next: number;
  };
  beforeAll(async () => {
    h.t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: scale } });
    await seedTinyWorld(h.t.database);
    h.referralIds = (
      await h.t.database.db.select({ r: players.referralId }).from(players).orderBy(asc(players.id)).limit(40)
    ).map((row) => row.r);
    h.next = 0;
  });
  afterAll(() => h.t.close());
  let ip = 0;
  const post = (url: string, payload: object, token?: string, remoteAddress = '10.0.0.1') =>
    h.t.request({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const inbox = async (to: string) =>
    (await h.t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` })).json()
      .data as Array<{ subject: string; text: string }>;
  const latestCode = async (to: string) => /\b(\d{6})\b/.exec((await inbox(to))[0]?.text ?? '')?.[1] ?? '';
  const latestLink = async (to: string) =>
    /reset-password\/([\w-]+)/.exec((await inbox(to))[0]?.text ?? '')?.[1] ?? '';
  async function confirmedPlayer(email: string) {
    // Each sign-up from its own address, so the sign-up limit of one IP never gets in the way.
    const from = `10.1.0.${++ip}`;
    const referralid = h.referralIds[h.next++] as string;
    const res = await post(
      '/api/account/register',
      { email, password: 'Goal-keeper9', name: 'Ada', surname: 'Lovelace', referralid },
      undefined,
      from,
    );
    expect(res.statusCode).toBe(201);
    const verified = await post(
      '/api/account/register/verify-email',
      { email, code: await latestCode(email) },
      undefined,
      from,
    );
    return verified.json().token as string;
  }
  return { h, post, inbox, latestCode, latestLink, confirmedPlayer };
}

describe('attempt counters under a burst', () => {
  // Limits scaled up: what is tested here is the code's own counter, not the request limiter.
  const { h, post, latestCode, confirmedPlayer } = harness('100');

  it('30 wrong e-mail-change codes at once: at most 5 are evaluated, then even the right code is refused', async () => {
    const token = await confirmedPlayer('burst-change@example.com');
    advance(121);
    await post('/api/account/change-email/send-code', { newEmail: 'burst-new@example.com' }, token);
    const right = await latestCode('burst-new@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(
          '/api/account/change-email',
          { code: wrong, newEmail: 'burst-new@example.com', confirmEmail: 'burst-new@example.com' },
          token,
        ),
      ),
    );
    const evaluated = answers.filter((a) => a.json().message === 'Invalid verification code');
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const late = await post(
      '/api/account/change-email',
      { code: right, newEmail: 'burst-new@example.com', confirmEmail: 'burst-new@example.com' },
      token,
    );
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe('Too many attempts. Please request a new code');
  });

  it('30 wrong sign-up codes at once: at most 5 are evaluated, then the right code is refused', async () => {
    const email = 'burst-verify@example.com';
    const registered = await post('/api/account/register', {
      email,
      password: 'Goal-keeper9',
      name: 'Ada',
      surname: 'Lovelace',
      referralid: h.referralIds[h.next++] as string,
    });
    expect(registered.statusCode).toBe(201);
    const right = await latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/account/register/verify-email', { email, code: wrong })),
    );
    expect(
      answers.filter((a) => a.json().message === 'Invalid verification code').length,
    ).toBeLessThanOrEqual(5);
    const late = await post('/api/account/register/verify-email', { email, code: right });
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe('Too many attempts. Please request a new code');
  });
});

describe('limits that key by what the request carries', () => {
  const { post, latestCode, latestLink, confirmedPlayer } = harness('1');

  it('junk reset tokens from anyone do not block a real player’s reset', async () => {
    const email = 'real-reset@example.com';
    await confirmedPlayer(email);
    // 40 junk tokens from 40 addresses: every one is refused, none touches this player.
    for (let i = 0; i < 40; i += 1) {
      const junk = await post(
        '/api/account/reset-password/verify-token',
        { token: `junk-token-${i}-xxxxxx` },
        undefined,
        `10.9.0.${i}`,
      );
      expect(junk.statusCode).toBe(400);
    }
    expect((await post('/api/account/forgot-password', { email }, undefined, '10.2.0.1')).statusCode).toBe(
      200,
    );
    const link = await latestLink(email);
    expect(
      (await post('/api/account/reset-password/verify-token', { token: link }, undefined, '10.2.0.1'))
        .statusCode,
    ).toBe(200);
    const reset = await post(
      '/api/account/reset-password',
      { token: link, password: 'New-keeper10', confirmPassword: 'New-keeper10' },
      undefined,
      '10.2.0.1',
    );
    expect(reset.statusCode).toBe(200);
  });

  it('one token guessed at from many addresses is limited by its own hash', async () => {
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        await post(
          '/api/account/reset-password/verify-token',
          { token: 'one-guessed-token-xxxx' },
          undefined,
          `10.8.0.${i}`,
        ),
      );
    }
    expect(answers.slice(0, 10).every((a) => a.statusCode === 400)).toBe(true);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json().message).toBe('Too many password reset attempts. Please try again later.');
  });

  it('change-password stops a guessed current password after 10 tries', async () => {
    const token = await confirmedPlayer('guessed@example.com');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await post(
            '/api/account/change-password',
            {
              currentPassword: `Wrong-pass${i}`,
              newPassword: 'New-keeper10',
              confirmPassword: 'New-keeper10',
            },
            token,
            `10.7.0.${i}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('change-e-mail codes are limited per player, whatever the address', async () => {
    const token = await confirmedPlayer('email-guess@example.com');
    advance(121);
    await post('/api/account/change-email/send-code', { newEmail: 'guess-new@example.com' }, token);
    expect(await latestCode('guess-new@example.com')).toMatch(/^\d{6}$/);
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await post(
            '/api/account/change-email',
            { code: '000000', newEmail: 'guess-new@example.com', confirmEmail: 'guess-new@example.com' },
            token,
            `10.6.0.${i}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reset links die when they should', () => {
  const { post, inbox, latestLink, confirmedPlayer } = harness('100');

  it('an old reset link dies when the password is changed', async () => {
    const email = 'changed-pw@example.com';
    const token = await confirmedPlayer(email);
    await post('/api/account/forgot-password', { email });
    const link = await latestLink(email);
    const changed = await post(
      '/api/account/change-password',
      { currentPassword: 'Goal-keeper9', newPassword: 'New-keeper10!', confirmPassword: 'New-keeper10!' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const stale = await post('/api/account/reset-password', {
      token: link,
      password: 'Attack-pass1',
      confirmPassword: 'Attack-pass1',
    });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    expect(stale.json().message).toBe('This reset link has expired. Please request a new one.');
    expect((await post('/api/account/login', { email, password: 'New-keeper10!' })).statusCode).toBe(200);
  });

  it('an older link dies when a newer one is sent, and every other link dies when one is used', async () => {
    const email = 'two-links@example.com';
    await confirmedPlayer(email);
    await post('/api/account/forgot-password', { email });
    const older = await latestLink(email);
    await post('/api/account/forgot-password', { email });
    const newer = await latestLink(email);
    expect(newer).not.toBe(older);
    expect((await inbox(email)).length).toBeGreaterThanOrEqual(2);
    const old = await post('/api/account/reset-password/verify-token', { token: older });
    expect(old.json().message).toBe('This reset link has expired. Please request a new one.');
    const used = await post('/api/account/reset-password', {
      token: newer,
      password: 'New-keeper10',
      confirmPassword: 'New-keeper10',
    });
    expect(used.statusCode).toBe(200);
    const again = await post('/api/account/reset-password', {
      token: older,
      password: 'Attack-pass1',
      confirmPassword: 'Attack-pass1',
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
  });
});
