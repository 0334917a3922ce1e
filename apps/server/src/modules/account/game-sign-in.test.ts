import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectServerError } from '../../../test/server-log.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { twoFactor } from '../../db/schema/two-factor.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { signIngestBody } from '../game/signature.ts';

/**
 * Issue 16 item 3, "sign-in from the game": the game server asks for a one-time link through the
 * signed game API; the link signs the linked portal account in once, within 5 minutes, or sends
 * a player without an account to sign-up with its referral ID.
 */
const SECRET = 'test-game-secret-0123456789abcdef0123456789';
const PUBLIC_URL = 'https://portal.example.com';
const clock = { now: new Date('2026-05-01T10:00:00Z') };
const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));

const LINKED = { id: 9101, referralId: 'PS-GAME01', email: 'gamer@example.com' };
const UNLINKED = { id: 9102, referralId: 'PS-GAME02' };
const BLOCKED = { id: 9103, referralId: 'PS-GAME03' };
const STAFF = { id: 9104, referralId: 'PS-GAME04' };
const TWO_FACTOR = { id: 9105, referralId: 'PS-GAME05' };

describe('sign-in from the game', () => {
  let t: TestApp;
  let ip = 0;

  /** A signed call of the game API, the way a game server sends it. */
  const signed = (
    url: string,
    body: unknown,
    options: { secret?: string; signature?: string; timestamp?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const timestamp = options.timestamp ?? String(Math.floor(clock.now.getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-pitchside-timestamp': timestamp,
        'x-pitchside-signature':
          options.signature ?? `sha256=${signIngestBody(options.secret ?? SECRET, timestamp, raw)}`,
      },
      payload: raw,
    });
  };
  const askLink = (body: unknown) => signed('/api/game/sign-in-links', body);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  let nonce = 0;
  /** A fresh link's token for a game player (a nonce apiece: the test clock stands still). */
  const linkFor = async (playerId: number, next?: string) => {
    const body = { playerId, nonce: `n-${++nonce}` };
    const res = await askLink(next === undefined ? body : { ...body, next });
    expect(res.statusCode).toBe(200);
    return tokenOf(res.json().data.url);
  };
  /** The browser redeeming a token (with the CSRF pair), each call from its own address. */
  const redeem = (token: string, remoteAddress = `10.9.0.${++ip}`) =>
    t.request({ method: 'POST', url: '/api/account/game-sign-in', payload: { token }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => clock.now,
      env: { GAME_WORLD: 'external', GAME_INGEST_SECRET: SECRET, PUBLIC_URL },
    });
    const player = (p: { id: number; referralId: string }) => ({
      id: p.id,
      nickname: `Player${p.id}`,
      level: 40,
      seasonLevel: 12,
      teamId: null,
      premiumType: 'none',
      referralId: p.referralId,
    });
    const ingested = await signed('/api/game/ingest/players', {
      players: [LINKED, UNLINKED, BLOCKED, STAFF, TWO_FACTOR].map(player),
    });
    expect(ingested.statusCode).toBe(200);

    // The linked player signs up the ordinary way: the referral ID ties the account to the game player.
    const register = await t.request({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email: LINKED.email,
        password: 'Goal-keeper9',
        name: 'Ada',
        surname: 'Lovelace',
        referralid: LINKED.referralId,
      },
    });
    expect(register.statusCode).toBe(201);

    const passwordHash = await hashPassword('Goal-keeper9');
    const account = (p: { id: number; referralId: string }, extra: Partial<typeof users.$inferInsert>) => ({
      email: `player-${p.id}@example.com`,
      passwordHash,
      name: 'Pl',
      surname: 'Ayer',
      referralId: p.referralId,
      gamePlayerId: p.id,
      nickname: `Player${p.id}`,
      emailConfirmedAt: new Date(),
      ...extra,
    });
    const [, , withTwoFactor] = await t.database.db
      .insert(users)
      .values([
        account(BLOCKED, { blockedAt: new Date() }),
        account(STAFF, { role: 'admin' }),
        account(TWO_FACTOR, {}),
      ])
      .returning();
    await t.database.db.insert(twoFactor).values({
      userId: withTwoFactor?.id as number,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      enabledAt: new Date(),
    });
  });
  afterAll(() => t.close());

  it('gives a signed request a link to the portal, valid 5 minutes', async () => {
    const res = await askLink({ playerId: LINKED.id, next: '/webshop/tickets' });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json().data;
    expect(url).toMatch(/^https:\/\/portal\.example\.com\/game-sign-in\?token=[\w-]{43}$/);
    expect(expiresAt).toBe(new Date(clock.now.getTime() + 300_000).toISOString());
    // Only a hash is stored: the token itself is nowhere in the database.
    const stored = await t.database.pool.query('select token_hash from game_sign_in_links');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(tokenOf(url));
  });

  it('refuses an unsigned, a wrongly signed and a replayed request', async () => {
    const body = { playerId: LINKED.id };
    const bare = await t.app.inject({ method: 'POST', url: '/api/game/sign-in-links', payload: body });
    expect(bare.statusCode).toBe(401);
    const wrong = await signed('/api/game/sign-in-links', body, {
      secret: 'another-secret-of-enough-length-0000000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'UNAUTHORIZED', message: 'Invalid signature' });
    const stale = await signed('/api/game/sign-in-links', body, {
      timestamp: String(Math.floor(clock.now.getTime() / 1000) - 301),
    });
    expect(stale.statusCode).toBe(401);

    // A captured request played again would hand its link to whoever replays it.
    const timestamp = String(Math.floor(clock.now.getTime() / 1000) - 1);
    const signature = `sha256=${signIngestBody(SECRET, timestamp, JSON.stringify(body))}`;
    expect((await signed('/api/game/sign-in-links', body, { timestamp, signature })).statusCode).toBe(200);
    const replay = await signed('/api/game/sign-in-links', body, { timestamp, signature });
    expect(replay.statusCode).toBe(409);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    'webshop',
    '/a//b',
    '/a b',
  ])('refuses next %j at creation', async (next) => {
    const res = await askLink({ playerId: LINKED.id, next });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
  });

  it('refuses a player the portal has not been sent', async () => {
    const res = await askLink({ playerId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });

  it('signs the linked account in once, lands on next, and records the login as from the game', async () => {
    const token = await linkFor(LINKED.id, '/webshop/tickets?tab=packs');
    const res = await redeem(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      next: '/webshop/tickets?tab=packs',
      user: { email: LINKED.email, referralid: LINKED.referralId },
    });

    const validate = await t.request({
      method: 'POST',
      url: '/api/account/login/validate',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().user.email).toBe(LINKED.email);

    const [login] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorEmail, LINKED.email)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(login?.after).toMatchObject({ method: 'game' });
    expect(login?.ip).toMatch(/^10\.9\.0\./);

    const again = await redeem(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'GAME_SIGN_IN_LINK_INVALID',
      message: 'This sign-in link has expired or has already been used.',
    });
  });

  it('ends a pending account deletion, as any sign-in does', async () => {
    const due = new Date(clock.now.getTime() + 7 * 86400_000);
    await t.database.db.update(users).set({ deletionDueAt: due }).where(eq(users.email, LINKED.email));
    expect((await redeem(await linkFor(LINKED.id))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, LINKED.email));
    expect(row?.deletionDueAt).toBeNull();
  });

  it('lands on the home page when the game names no page', async () => {
    const res = await redeem(await linkFor(LINKED.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().next).toBe('/');
  });

  it('refuses a link older than 5 minutes, and an unknown one', async () => {
    const token = await linkFor(LINKED.id, '/spin');
    advance(301);
    const late = await redeem(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('GAME_SIGN_IN_LINK_INVALID');

    const justInTime = await linkFor(LINKED.id);
    advance(299);
    expect((await redeem(justInTime)).statusCode).toBe(200);

    const unknown = await redeem('x'.repeat(43));
    expect(unknown.statusCode).toBe(410);
  });

  it('signs in once when two browsers race with the same link', async () => {
    const token = await linkFor(LINKED.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
  });

  it('sends a game player without a portal account to sign-up with its referral ID', async () => {
    const res = await redeem(await linkFor(UNLINKED.id, '/webshop/tickets'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      signUp: { referralId: UNLINKED.referralId, next: '/webshop/tickets' },
    });
  });

  it('answers a blocked account as a login does', async () => {
    const res = await redeem(await linkFor(BLOCKED.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'ACCOUNT_BLOCKED',
      message: 'Your account has been blocked. Please contact support.',
    });
  });

  it('never signs in a staff account or one with two-factor sign-in: they log in with their password', async () => {
    for (const player of [STAFF, TWO_FACTOR]) {
      const token = await linkFor(player.id);
      const res = await redeem(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN' });
      expect(res.json().token).toBeUndefined();
      // Used up all the same.
      expect((await redeem(token)).statusCode).toBe(410);
    }
    const refused = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_refused'));
    expect(refused.map((row) => row.after?.reason).sort()).toEqual(['staff', 'two_factor']);
  });

  it('needs the CSRF pair like every account call', async () => {
    const token = await linkFor(LINKED.id);
    const bare = await t.app.inject({ method: 'POST', url: '/api/account/game-sign-in', payload: { token } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toBe('CSRF_TOKEN_INVALID');
    // The refused call did not use the link up.
    expect((await redeem(token)).statusCode).toBe(200);
  });

  it('limits redemptions per address', async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await redeem(`junk-token-${i}-abcdefghijklmnop`, from)).statusCode).toBe(410);
    }
    const limited = await redeem('junk-token-20-abcdefghijklmnop', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('RATE_LIMITED');
  });

  it('answers 503 while GAME_INGEST_SECRET is not set', async () => {
    const off = await createTestApp({ clock: () => clock.now, env: { GAME_WORLD: 'external' } });
    try {
      expectServerError(/503 \/api\/game\/sign-in-links/);
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/game/sign-in-links',
        payload: { playerId: LINKED.id },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
