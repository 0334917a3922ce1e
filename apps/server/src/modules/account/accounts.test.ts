import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { players } from '../../db/schema/game.ts';

/** A controllable clock: tests move time to expire codes and links. */
const clock = { now: new Date('2026-05-01T10:00:00Z') };
const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));

describe('accounts', () => {
  let t: TestApp;
  let referralIds: string[];
  let next = 0;
  const freeReferral = () => referralIds[next++] as string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const rows = await t.database.db
      .select({ r: players.referralId })
      .from(players)
      .orderBy(asc(players.id))
      .limit(40);
    referralIds = rows.map((row) => row.r);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.request({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const inbox = async (to: string) =>
    (await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` })).json()
      .data as Array<{
      subject: string;
      text: string;
    }>;
  const latestCode = async (to: string) => /\b(\d{6})\b/.exec((await inbox(to))[0]?.text ?? '')?.[1] ?? '';

  const register = (email: string, referralid = freeReferral(), password = 'Goal-keeper9') =>
    post('/api/account/register', { email, password, name: 'Ada', surname: 'Lovelace', referralid });

  async function confirmedPlayer(email: string, password = 'Goal-keeper9') {
    expect((await register(email, freeReferral(), password)).statusCode).toBe(201);
    const res = await post('/api/account/register/verify-email', { email, code: await latestCode(email) });
    return res.json().token as string;
  }

  it('finds a game player by referral ID, in any letter case', async () => {
    const id = referralIds[39] as string;
    const res = await t.request({
      method: 'GET',
      url: `/api/account/search-with-referral?referralID=${id.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ReferralId: id,
      NickName: expect.any(String),
      PremiumTypeName: expect.any(String),
    });
  });

  it('answers an unknown referral ID with the spec text', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/account/search-with-referral?referralID=PS-NOPE00',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Referral ID not found. Please check and try again.');
  });

  it('registers with the game fields taken from the player, lowercases the e-mail and mails a code', async () => {
    const referral = freeReferral();
    const res = await register('New.Player@Example.com', referral);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, requiresVerification: true });
    const mail = await inbox('new.player@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/\b\d{6}\b/);

    const again = await t.request({
      method: 'GET',
      url: `/api/account/search-with-referral?referralID=${referral}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This referral ID has already been used for registration.');
  });

  it('allows one account per referral ID and per e-mail, even when sign-ups race', async () => {
    const referral = freeReferral();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register(`race${i}@example.com`, referral)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const loser of results.filter((r) => r.statusCode !== 201)) {
      expect(loser.json().message).toBe('This referral ID has already been used for registration.');
    }
    const dup = await register('race0@example.com');
    const winner = results.findIndex((r) => r.statusCode === 201);
    const sameEmail = await register(`race${winner}@EXAMPLE.com`);
    expect([dup.statusCode, sameEmail.statusCode]).toContain(400);
    expect(sameEmail.json().message).toBe('This email address is already registered.');
  });

  it('refuses short passwords and bad e-mails with the spec texts, and unknown fields', async () => {
    const short = await post('/api/account/register', {
      email: 'short@example.com',
      password: 'abc12',
      name: 'Ada',
      surname: 'Lovelace',
      referralid: freeReferral(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const bad = await post('/api/account/register', {
      email: 'not-an-email',
      password: 'Goal-keeper9',
      name: 'Ada',
      surname: 'Lovelace',
      referralid: 'X',
    });
    expect(bad.json().message).toBe('Please enter a valid email address.');
  });

  it('verifies the e-mail once with the right code and logs the player in', async () => {
    const email = 'verify@example.com';
    await register(email);
    const code = await latestCode(email);
    const wrong = await post('/api/account/register/verify-email', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code');

    const ok = await post('/api/account/register/verify-email', { email, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      user: { email, emailconfirmed: true, vip: { tier: 0, tierName: 'No VIP' } },
    });
    const validate = await post('/api/account/login/validate', {}, ok.json().token);
    expect(validate.json().user.email).toBe(email);

    const again = await post('/api/account/register/verify-email', { email, code });
    expect(again.json().message).toBe('Email is already verified');
  });

  it('refuses an expired code and stops guessing after five wrong tries', async () => {
    const email = 'expire@example.com';
    await register(email);
    const code = await latestCode(email);
    advance(16 * 60);
    const expired = await post('/api/account/register/verify-email', { email, code });
    expect(expired.json().message).toBe('Verification code has expired');

    const email2 = 'guess@example.com';
    await register(email2);
    const real = await latestCode(email2);
    const wrongCode = real === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      await post('/api/account/register/verify-email', { email: email2, code: wrongCode });
    const blocked = await post('/api/account/register/verify-email', { email: email2, code: real });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please request a new code');
  });

  it('enforces the 120 s resend cooldown and reports the seconds left', async () => {
    const email = 'resend@example.com';
    await register(email);
    advance(30);
    const early = await post('/api/account/register/resend-code', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      cooldownRemaining: 90,
      message: 'Please wait 90 seconds before requesting a new code',
    });
    advance(91);
    const ok = await post('/api/account/register/resend-code', { email });
    expect(ok.statusCode).toBe(200);
    expect(await inbox(email)).toHaveLength(2);
    const unknown = await post('/api/account/register/resend-code', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Email not found');
  });

  it('logs in with remember-me, refuses wrong passwords with the spec text, and logout revokes the session', async () => {
    const email = 'login@example.com';
    await confirmedPlayer(email);
    const wrong = await post('/api/account/login', { email, password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    const noUser = await post('/api/account/login', { email: 'ghost@example.com', password: 'Wrong-pass1' });
    expect(noUser.json().message).toBe('Invalid email or password.');

    const ok = await post('/api/account/login', {
      email: 'LOGIN@example.com',
      password: 'Goal-keeper9',
      remember: true,
    });
    expect(ok.statusCode).toBe(200);
    const token = ok.json().token as string;
    expect((await post('/api/account/logout', {}, token)).statusCode).toBe(200);
    const after = await post('/api/account/login/validate', {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expired. Please login again.');
  });

  it('ends a normal session after a day and a remembered one after 30 days', async () => {
    const email = 'ttl@example.com';
    await confirmedPlayer(email);
    const short = (await post('/api/account/login', { email, password: 'Goal-keeper9' })).json().token;
    const long = (
      await post('/api/account/login', { email, password: 'Goal-keeper9', remember: true })
    ).json().token;
    advance(25 * 3600);
    expect((await post('/api/account/login/validate', {}, short)).statusCode).toBe(401);
    expect((await post('/api/account/login/validate', {}, long)).statusCode).toBe(200);
  });

  it('resets a forgotten password through the mailed link, once, and logs the player in', async () => {
    const email = 'forgot@example.com';
    const oldToken = await confirmedPlayer(email);
    expect((await post('/api/account/forgot-password', { email })).statusCode).toBe(200);
    expect((await post('/api/account/forgot-password', { email: 'none@example.com' })).statusCode).toBe(200);
    const link = /reset-password\/([\w-]+)/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');

    expect((await post('/api/account/reset-password/verify-token', { token: link })).statusCode).toBe(200);
    const mismatch = await post('/api/account/reset-password', {
      token: link,
      password: 'New-password1',
      confirmPassword: 'Other-pass1',
    });
    expect(mismatch.json().message).toBe('Passwords do not match.');
    const ok = await post('/api/account/reset-password', {
      token: link,
      password: 'New-password1',
      confirmPassword: 'New-password1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(email);
    expect((await post('/api/account/login/validate', {}, oldToken)).statusCode).toBe(401);

    const used = await post('/api/account/reset-password/verify-token', { token: link });
    expect(used.json().message).toBe('This reset link has already been used.');
    const invalid = await post('/api/account/reset-password/verify-token', { token: 'x'.repeat(43) });
    expect(invalid.json().message).toBe('Invalid reset link. Please request a new one.');
  });

  it('refuses a reset link after one hour', async () => {
    const email = 'late@example.com';
    await confirmedPlayer(email);
    await post('/api/account/forgot-password', { email });
    const link = /reset-password\/([\w-]+)/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? '';
    advance(3601);
    const res = await post('/api/account/reset-password/verify-token', { token: link });
    expect(res.json().message).toBe('This reset link has expired. Please request a new one.');
  });

  it('changes the password only by the rules, then ends every session', async () => {
    const email = 'change@example.com';
    const token = await confirmedPlayer(email);
    const other = (await post('/api/account/login', { email, password: 'Goal-keeper9' })).json().token;
    const weak = await post(
      '/api/account/change-password',
      { currentPassword: 'Goal-keeper9', newPassword: 'alllowercase', confirmPassword: 'alllowercase' },
      token,
    );
    expect(weak.json().error).toBe('PASSWORD_TOO_WEAK');
    const wrong = await post(
      '/api/account/change-password',
      { currentPassword: 'nope-nope', newPassword: 'Better-pass2', confirmPassword: 'Better-pass2' },
      token,
    );
    expect(wrong.json().error).toBe('WRONG_CURRENT_PASSWORD');
    const same = await post(
      '/api/account/change-password',
      { currentPassword: 'Goal-keeper9', newPassword: 'Goal-keeper9', confirmPassword: 'Goal-keeper9' },
      token,
    );
    expect(same.json().error).toBe('PASSWORD_UNCHANGED');
    const ok = await post(
      '/api/account/change-password',
      { currentPassword: 'Goal-keeper9', newPassword: 'Better-pass2', confirmPassword: 'Better-pass2' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/account/login/validate', {}, token)).statusCode).toBe(401);
    expect((await post('/api/account/login/validate', {}, other)).statusCode).toBe(401);
    expect((await post('/api/account/login', { email, password: 'Better-pass2' })).statusCode).toBe(200);
  });

  it('changes the e-mail with a code sent to the new address, telling the old one first, then logs out', async () => {
    const email = 'old-address@example.com';
    const token = await confirmedPlayer(email);
    advance(121);
    const sent = await post(
      '/api/account/change-email/send-code',
      { newEmail: 'New-Address@example.com' },
      token,
    );
    expect(sent.statusCode).toBe(200);
    // The code goes to the new address; the old one is told before anything changes.
    const code = await latestCode('new-address@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await inbox(email))[0]?.text).toContain('new-address@example.com');
    expect((await post('/api/account/login', { email, password: 'Goal-keeper9' })).statusCode).toBe(200);
    const res = await post(
      '/api/account/change-email',
      { code, newEmail: 'New-Address@example.com', confirmEmail: 'new-address@example.com' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await post('/api/account/login/validate', {}, token)).statusCode).toBe(401);
    expect(
      (await post('/api/account/login', { email: 'new-address@example.com', password: 'Goal-keeper9' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a change-e-mail code for any address but the one it was sent to', async () => {
    const email = 'stays-put@example.com';
    const token = await confirmedPlayer(email);
    advance(121);
    await post('/api/account/change-email/send-code', { newEmail: 'mine@example.com' }, token);
    const code = await latestCode('mine@example.com');
    const res = await post(
      '/api/account/change-email',
      { code, newEmail: 'attacker@example.com', confirmEmail: 'attacker@example.com' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid verification code');
    expect((await post('/api/account/login', { email, password: 'Goal-keeper9' })).statusCode).toBe(200);
  });

  it('keeps notifications newest first, capped at 50, unread until marked read', async () => {
    const email = 'notify@example.com';
    await confirmedPlayer(email);
    let token = '';
    // A welcome-back greeting is added at most once a day while unread: log in on 55 days.
    for (let i = 0; i < 55; i++) {
      advance(25 * 3600);
      token = (await post('/api/account/login', { email, password: 'Goal-keeper9' })).json().token;
    }
    const list = await t.request({
      method: 'GET',
      url: '/api/user/notifications',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = list.json();
    expect(body.data).toHaveLength(50);
    expect(body.unread).toBe(50);
    expect(new Date(body.data[0].time).getTime()).toBeGreaterThan(new Date(body.data[49].time).getTime());
    await post('/api/user/notifications/read', { ids: [body.data[0].id] }, token);
    await post('/api/user/notifications/read', {}, token);
    const after = await t.request({
      method: 'GET',
      url: '/api/user/notifications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json().unread).toBe(0);
  });

  it('greets a returning player once a day, with an i18n key and values the web app translates', async () => {
    const email = 'greet@example.com';
    await confirmedPlayer(email);
    let token = '';
    for (let i = 0; i < 3; i++) {
      advance(60);
      token = (await post('/api/account/login', { email, password: 'Goal-keeper9' })).json().token;
    }
    const list = (
      await t.request({
        method: 'GET',
        url: '/api/user/notifications',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as Array<{ type: string; key: string; params: Record<string, string> }>;
    const greetings = list.filter((n) => n.type === 'login');
    expect(greetings).toHaveLength(1);
    expect(greetings[0]).toMatchObject({ key: 'welcomeBack', params: { product: 'Pitchside' } });
    expect(greetings[0]?.params.nickname).toBeTruthy();
  });
});
