import { asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { players } from '../../db/schema/game.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

/**
 * Issue 31 (security, round two), the account items: a reset never skips the second factor,
 * nobody can lock a player out of a browser they use, the sessions of sign-up and reset keep
 * their network, and second-factor guesses are limited per account. Limits at their real size.
 */
const PASSWORD = 'Right-pass1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36';
const clock = { now: new Date('2026-03-10T12:00:00Z') };
const later = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));
const codeAt = (secret: string, at = clock.now) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
const wrongCode = (secret: string) => (codeAt(secret) === '123456' ? '654321' : '123456');

let t: TestApp;
let referralIds: string[] = [];
let nextReferral = 0;
let nextIp = 0;
/** Each caller from its own address unless a test says otherwise. */
const freshIp = () => `10.31.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => clock.now,
    env: { STAFF_TWO_FACTOR: 'required', RATE_LIMIT_SCALE: '1' },
  });
  await seedTinyWorld(t.database);
  referralIds = (
    await t.database.db.select({ r: players.referralId }).from(players).orderBy(asc(players.id)).limit(20)
  ).map((row) => row.r);
});
afterAll(() => t.close());

interface CallOptions {
  token?: string;
  ip?: string;
  ua?: string;
  cookies?: Record<string, string>;
}
const post = (url: string, payload?: object, options: CallOptions = {}) =>
  t.request({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: options.ip ?? '10.30.0.1',
    ...(options.cookies ? { cookies: options.cookies } : {}),
    headers: {
      'user-agent': options.ua ?? CHROME,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
const get = (url: string, token: string) =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const inbox = async (to: string) =>
  (await t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(to)}` })).json()
    .data as Array<{
    subject: string;
    text: string;
  }>;
const newSignInMails = async (to: string) =>
  (await inbox(to)).filter((mail) => mail.text.includes('/end-session?token=')).length;
const resetLink = async (email: string, ip = freshIp()) => {
  expect((await post('/api/account/forgot-password', { email }, { ip })).statusCode).toBe(200);
  return /reset-password\/([\w-]+)/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? '';
};

async function seedUser(email: string, role: 'player' | 'admin' = 'player') {
  await t.database.db.insert(users).values({
    email,
    passwordHash: await hashPassword(PASSWORD),
    name: 'Ta',
    surname: 'Rget',
    emailConfirmedAt: new Date(),
    referralId: `PS-R2-${++nextReferral}`,
    nickname: email.split('@')[0] ?? email,
    role,
  });
}

const login = (email: string, options: CallOptions = {}, password = PASSWORD) =>
  post('/api/account/login', { email, password }, options);

/** Turns two-factor on for a signed-in account; answers the secret. */
async function turnOn(token: string) {
  const setup = await post('/api/account/two-factor/setup', undefined, { token });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const enabled = await post('/api/account/two-factor/enable', { code: codeAt(secret) }, { token });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

describe('item 12: the sessions of sign-up and reset keep their network', () => {
  it('a sign-in on the browser that signed up is not a new device', async () => {
    const email = 'signup-device@example.com';
    const ip = '10.40.1.7';
    const registered = await post(
      '/api/account/register',
      { email, password: PASSWORD, name: 'Ada', surname: 'Lovelace', referralid: referralIds[0] },
      { ip },
    );
    expect(registered.statusCode).toBe(201);
    const code = /\b(\d{6})\b/.exec((await inbox(email))[0]?.text ?? '')?.[1] ?? '';
    const verified = await post('/api/account/register/verify-email', { email, code }, { ip });
    expect(verified.statusCode).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(session?.sessions.ip).toBe(ip);
    later(60);
    expect((await login(email, { ip })).statusCode).toBe(200);
    expect(await newSignInMails(email)).toBe(0);
  });

  it('a sign-in on the browser that reset the password is not a new device', async () => {
    const email = 'reset-device@example.com';
    await seedUser(email);
    const ip = '10.40.2.9';
    // Signed in once elsewhere, so the account is not new.
    expect(
      (await login(email, { ip: '10.99.0.1', ua: 'Mozilla/5.0 (Macintosh) Safari/605.1' })).statusCode,
    ).toBe(200);
    const token = await resetLink(email, ip);
    const reset = await post(
      '/api/account/reset-password',
      { token, password: 'New-pass-22', confirmPassword: 'New-pass-22' },
      { ip },
    );
    expect(reset.statusCode).toBe(200);
    later(60);
    expect((await login(email, { ip }, 'New-pass-22')).statusCode).toBe(200);
    expect(await newSignInMails(email)).toBe(0);
  });
});

describe('item 13: wrong second-factor codes are limited per account, across challenges', () => {
  it('after ten wrong codes in an hour, even the right code on a new challenge is refused', async () => {
    const email = 'code-guess@example.com';
    await seedUser(email);
    const secret = await turnOn((await login(email)).json().token);
    later(30);
    // Three password logins from three addresses, each challenge taking its 5 wrong codes would
    // be 15 guesses; the account stops them at 10.
    let refused = 0;
    for (let round = 0; round < 3; round += 1) {
      const ip = freshIp();
      const challenge = (await login(email, { ip })).json().challenge as string;
      expect(challenge).toBeTruthy();
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await post(
          '/api/account/login/two-factor',
          { challenge, code: wrongCode(secret) },
          { ip },
        );
        if (answer.statusCode === 429) refused += 1;
        else expect(answer.json().error).toBe('CODE_INVALID');
      }
    }
    expect(refused).toBe(5);
    later(60);
    const ip = freshIp();
    const challenge = (await login(email, { ip })).json().challenge as string;
    const right = await post('/api/account/login/two-factor', { challenge, code: codeAt(secret) }, { ip });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('RATE_LIMITED');
  });
});

describe('item 1: a password reset never skips the second factor', () => {
  const reset = (token: string, ip?: string) =>
    post(
      '/api/account/reset-password',
      { token, password: 'Fresh-pass-31', confirmPassword: 'Fresh-pass-31' },
      ip ? { ip } : {},
    );
  const liveSessions = async (email: string) =>
    (
      await t.database.db
        .select({ id: sessions.id, revokedAt: sessions.revokedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, email))
    ).filter((row) => !row.revokedAt).length;

  it('a player with an authenticator gets the code step after a reset, and a session only with the code', async () => {
    const email = 'reset-2fa@example.com';
    await seedUser(email);
    const secret = await turnOn((await login(email)).json().token);
    later(30);
    const answer = await reset(await resetLink(email));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ twoFactorRequired: true });
    expect(answer.json().token).toBeUndefined();
    expect(await liveSessions(email)).toBe(0);
    // A wrong code opens nothing; the right one signs in with the new password set.
    const challenge = answer.json().challenge as string;
    const wrong = await post('/api/account/login/two-factor', { challenge, code: wrongCode(secret) });
    expect(wrong.json().error).toBe('CODE_INVALID');
    const signedIn = await post('/api/account/login/two-factor', { challenge, code: codeAt(secret) });
    expect(signedIn.statusCode).toBe(200);
    // The completed sign-in makes this browser a known one (item 4).
    expect(signedIn.cookies.find((cookie) => cookie.name === 'pitchside_device')?.httpOnly).toBe(true);
    expect((await get('/api/account/export', signedIn.json().token)).statusCode).toBe(200);
    later(30);
    const again = await login(email, {}, 'Fresh-pass-31');
    expect(again.json()).toMatchObject({ twoFactorRequired: true });
  });

  it('an admin held to two-factor reaches no staff route after a reset without the code', async () => {
    const email = 'reset-admin@example.com';
    await seedUser(email, 'admin');
    const secret = await turnOn((await login(email)).json().token);
    later(30);
    const answer = await reset(await resetLink(email));
    expect(answer.json().token).toBeUndefined();
    expect(await liveSessions(email)).toBe(0);
    const signedIn = await post('/api/account/login/two-factor', {
      challenge: answer.json().challenge,
      code: codeAt(secret),
    });
    expect((await get('/api/admin/users?q=staff', signedIn.json().token)).statusCode).toBe(200);
  });

  it('a staff session opened before two-factor was turned on must sign in again with the code', async () => {
    const email = 'old-staff-session@example.com';
    await seedUser(email, 'admin');
    const before = (await login(email, { ua: 'Mozilla/5.0 (Macintosh) Safari/605.1' })).json()
      .token as string;
    expect((await get('/api/admin/users?q=staff', before)).json().error).toBe('TWO_FACTOR_REQUIRED');
    const setter = (await login(email)).json().token as string;
    const secret = await turnOn(setter);
    // The session that typed the code to turn it on has shown the authenticator.
    expect((await get('/api/admin/users?q=staff', setter)).statusCode).toBe(200);
    const old = await get('/api/admin/users?q=staff', before);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('UNAUTHORIZED');
    expect((await get('/api/admin/logs', before)).statusCode).toBe(401);
    expect((await get('/api/staff/tickets', before)).statusCode).toBe(401);
    later(30);
    const challenge = (await login(email)).json().challenge as string;
    const fresh = await post('/api/account/login/two-factor', { challenge, code: codeAt(secret) });
    expect((await get('/api/admin/users?q=staff', fresh.json().token)).statusCode).toBe(200);
  });
});

describe('item 4: nobody locks a player out of a browser they use', () => {
  const DEVICE_COOKIE = 'pitchside_device';
  const deviceCookieOf = (response: Awaited<ReturnType<typeof post>>) =>
    response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

  it('thirty wrong passwords from anywhere leave the owner’s browser signing in', async () => {
    const email = 'lockout-owner@example.com';
    await seedUser(email);
    const home = '10.50.0.1';
    const first = await login(email, { ip: home });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/account/login', sameSite: 'Lax' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    const device = { [DEVICE_COOKIE]: cookie?.value ?? '' };

    // An attacker guesses from many addresses: 30 wrong passwords.
    for (let guess = 0; guess < 30; guess += 1) {
      const answer = await login(email, { ip: `10.51.0.${Math.floor(guess / 3) + 1}` }, 'Wrong-pass1');
      expect([401, 429]).toContain(answer.statusCode);
    }
    // The owner, on the browser they signed in with before, even from another network.
    const owner = await login(email, { ip: '10.52.0.9', cookies: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
    // A browser the account never signed in on waits (the per-account limit of strangers).
    const stranger = await login(email, { ip: freshIp() });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // A made-up cookie is a stranger's browser too.
    const forged = await login(email, { ip: freshIp(), cookies: { [DEVICE_COOKIE]: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(429);
  });

  it('counts wrong passwords per account and address: one address’s guesses do not lock the owner out of another', async () => {
    const email = 'lockout-source@example.com';
    await seedUser(email);
    const attacker = freshIp();
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await login(email, { ip: attacker }, 'Wrong-pass1')).statusCode).toBe(401);
    }
    expect((await login(email, { ip: attacker })).statusCode).toBe(429);
    // The owner, on a new browser at their own address, is not locked out by that address.
    expect((await login(email, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('a known browser of one account is a stranger to another, and still needs the right password', async () => {
    const email = 'lockout-a@example.com';
    const other = 'lockout-b@example.com';
    await seedUser(email);
    await seedUser(other);
    const device = { [DEVICE_COOKIE]: deviceCookieOf(await login(email, { ip: freshIp() }))?.value ?? '' };
    for (let guess = 0; guess < 25; guess += 1) {
      await login(other, { ip: `10.53.0.${Math.floor(guess / 3) + 1}` }, 'Wrong-pass1');
    }
    expect((await login(other, { ip: freshIp(), cookies: device })).statusCode).toBe(429);
    // Wrong passwords from the known browser are counted for that browser and stop it too.
    const ip = freshIp();
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await login(email, { ip, cookies: device }, 'Wrong-pass1')).statusCode).toBe(401);
    }
    expect((await login(email, { ip, cookies: device })).statusCode).toBe(429);
  });
});
