import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { promoCodes, purchaseBonuses } from '../../db/schema/codes.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { gameGrants, webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { openSession } from '../account/sessions.ts';

const ADMIN_PASSWORD = 'Admin-pass1';
const DAY = 86_400_000;

describe('promo codes: the studio runs them, players redeem each reward once', () => {
  let t: TestApp;
  let adminToken: string;
  let gamePlayers: number[] = [];
  let seq = 0;

  beforeAll(async () => {
    // Scaled limits: a hundred players share one test address; the limits have their own test.
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', DATABASE_POOL_SIZE: '10' } });
    await seedTinyWorld(t.database);
    gamePlayers = (await t.database.db.select({ id: players.id }).from(players).orderBy(asc(players.id))).map(
      (p) => p.id,
    );
    await t.database.db.insert(users).values({
      email: 'studio@example.com',
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      name: 'S',
      surname: 'T',
      nickname: 'Studio',
      referralId: 'PS-STUDIO',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'studio@example.com', password: ADMIN_PASSWORD },
    });
    adminToken = login.json().token as string;
  });
  afterAll(() => t.close());

  /** A confirmed player with a game account and a session, made without the sign-up round trips. */
  async function player(extra: Partial<typeof users.$inferInsert> = {}) {
    const i = seq++;
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: `promo${i}@example.com`,
        passwordHash: 'x',
        name: 'P',
        surname: 'R',
        nickname: `Promo${i}`,
        referralId: `PS-PROMO-${i}`,
        gamePlayerId: gamePlayers[i % gamePlayers.length] ?? null,
        emailConfirmedAt: new Date(),
        ...extra,
      })
      .returning();
    const user = row as typeof users.$inferSelect;
    const token = await openSession(t.database.db, { userId: user.id, remember: false, now: new Date() });
    return { user, token };
  }
  const as = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const redeem = (token: string, code: string) => as(token, 'POST', '/api/codes/redeem', { code });

  async function campaign(body: Record<string, unknown>, status: 'active' | 'draft' | 'paused' = 'active') {
    const created = await as(adminToken, 'POST', '/api/admin/promo-codes', {
      name: 'Campaign',
      kind: 'shared',
      maxUses: 100,
      rewardKind: 'web_points',
      webPoints: 100,
      ...body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    if (status !== 'draft') {
      const published = await as(adminToken, 'POST', `/api/admin/promo-codes/${id}/status`, {
        status: 'active',
      });
      expect(published.statusCode, published.body).toBe(200);
      if (status === 'paused')
        await as(adminToken, 'POST', `/api/admin/promo-codes/${id}/status`, { status: 'paused' });
    }
    return id;
  }
  const ledgerOf = (userId: number) =>
    t.database.db.select().from(webPointLedger).where(eq(webPointLedger.userId, userId));
  const balanceOf = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.webPoints;
  const inventoryOf = async (playerId: number) =>
    (await t.database.db.select().from(playerInventory).where(eq(playerInventory.playerId, playerId)))[0];

  it('web points arrive once: a promo ledger row, the balance, a notification; the second try is refused', async () => {
    await campaign({ code: 'matchday25' });
    const { user, token } = await player();
    const first = await redeem(token, ' Matchday25 ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ rewardKind: 'web_points', webPoints: 100, balance: 100 });
    const again = await redeem(token, 'MATCHDAY25');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'PROMO_CODE_ALREADY_REDEEMED',
      message: 'You have already redeemed this code.',
    });
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ type: 'promo', amount: 100, balanceAfter: 100 });
    expect(ledger[0]?.description).toBe('Promo code MATCHDAY25');
    expect(await balanceOf(user.id)).toBe(100);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.key, 'promoCodeRedeemed')));
    expect(told).toHaveLength(1);
    // The balance history shows the row with its own type.
    const history = await as(token, 'GET', '/api/account/balance-history/transactions');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ type: 'promo', amount: 100, descriptionKey: 'promoCode' });
  });

  it('game items arrive once, through a game grant the game applies', async () => {
    await campaign({
      code: 'KICKOFF-ITEMS',
      rewardKind: 'game_items',
      webPoints: 0,
      tickets: 30,
      energy: 5,
      skillPoints: 2,
    });
    const { user, token } = await player();
    const playerId = user.gamePlayerId as number;
    const before = await inventoryOf(playerId);
    const answers = await Promise.all([redeem(token, 'kickoff-items'), redeem(token, 'KICKOFF-ITEMS')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const grants = await t.database.db.select().from(gameGrants).where(like(gameGrants.reference, 'promo:%'));
    const mine = grants.filter((g) => g.gamePlayerId === playerId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.items).toMatchObject({ tickets: 30, energy: 5, skillPoints: 2 });
    const after = await inventoryOf(playerId);
    expect((after?.tickets ?? 0) - (before?.tickets ?? 0)).toBe(30);
    expect((after?.energy ?? 0) - (before?.energy ?? 0)).toBe(5);
    expect((after?.skillPoints ?? 0) - (before?.skillPoints ?? 0)).toBe(2);
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  it('a purchase bonus adds its share of tickets to the next ticket package, once', async () => {
    await campaign({
      code: 'BONUS20',
      rewardKind: 'purchase_bonus',
      webPoints: 0,
      bonusPercent: 20,
      bonusDays: 7,
    });
    const { user, token } = await player();
    const answer = await redeem(token, 'BONUS20');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.bonusPercent).toBe(20);
    const buy = async () => {
      const link = await as(token, 'POST', '/api/payments/create-link', {
        variantId: 'tickets-starter',
        consent: true,
      });
      expect(link.statusCode, link.body).toBe(200);
      const path = new URL(link.json().checkoutUrl as string).pathname;
      await t.request({
        method: 'POST',
        url: `${path}/pay`,
        payload: 'card=4242424242424242&expiry=12%2F30&cvc=123&name=Test',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const verified = await as(token, 'POST', '/api/payments/verify-session', {
        session_id: path.split('/').pop(),
      });
      expect(verified.json().status).toBe('fulfilled');
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(sql`${orders.id} desc`)
        .limit(1);
      return order as typeof orders.$inferSelect;
    };
    const first = await buy();
    const second = await buy();
    const listed = (await as(adminToken, 'GET', '/api/admin/promo-codes')).json().data as Array<{
      code: string;
      revenueCents: number;
    }>;
    expect(listed.find((c) => c.code === 'BONUS20')?.revenueCents).toBe(first.amountCents);
    const bonusGrants = await t.database.db
      .select()
      .from(gameGrants)
      .where(like(gameGrants.reference, 'promo-bonus:order:%'));
    expect(bonusGrants.map((g) => g.reference)).toEqual([`promo-bonus:order:${first.id}`]);
    expect(bonusGrants[0]?.items).toEqual({ tickets: Math.floor((first.baseTickets * 20) / 100) });
    expect(second.id).not.toBe(first.id);
    const [bonus] = await t.database.db
      .select()
      .from(purchaseBonuses)
      .where(eq(purchaseBonuses.userId, user.id));
    expect(bonus?.usedOrderId).toBe(first.id);
    // Refunding the order takes the bonus tickets back too, once.
    for (let i = 0; i < 2; i++) {
      const refund = await as(adminToken, 'POST', `/api/admin/orders/${first.id}/refund`, { reason: 'Test' });
      expect(refund.statusCode, refund.body).toBe(200);
    }
    const back = await t.database.db
      .select()
      .from(gameGrants)
      .where(eq(gameGrants.reference, `refund:promo-bonus:order:${first.id}`));
    expect(back).toHaveLength(1);
    expect(back[0]?.items).toEqual({ tickets: -Math.floor((first.baseTickets * 20) / 100) });
  });

  it('refuses with the right message: unknown, draft, paused, expired, used up', async () => {
    const { token } = await player();
    const refused = async (code: string, error: string, status: number) => {
      const answer = await redeem(token, code);
      expect(answer.statusCode, `${code}: ${answer.body}`).toBe(status);
      expect(answer.json().error).toBe(error);
    };
    await refused('NO-SUCH-CODE', 'PROMO_CODE_UNKNOWN', 404);
    await refused('bad code!', 'PROMO_CODE_UNKNOWN', 404);
    await campaign({ code: 'DRAFTED' }, 'draft');
    await refused('DRAFTED', 'PROMO_CODE_UNKNOWN', 404);
    await campaign({ code: 'PAUSED1' }, 'paused');
    await refused('PAUSED1', 'PROMO_CODE_PAUSED', 409);
    await campaign({
      code: 'LASTSEASON',
      startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    await refused('LASTSEASON', 'PROMO_CODE_EXPIRED', 410);
    await campaign({ code: 'ONLYONE', maxUses: 1 });
    expect((await redeem((await player()).token, 'ONLYONE')).statusCode).toBe(200);
    await refused('ONLYONE', 'PROMO_CODE_USED_UP', 410);
  });

  it('eligibility refuses the ineligible: VIP tiers, players who bought, registration dates', async () => {
    await campaign({ code: 'VIPGOLD', vipTiers: [2, 3, 4, 5] });
    await campaign({ code: 'NEWBUYER', neverBought: true });
    await campaign({ code: 'VETERANS', registeredBefore: new Date(Date.now() - 30 * DAY).toISOString() });
    const { user, token } = await player();
    for (const code of ['VIPGOLD', 'VETERANS']) {
      const answer = await redeem(token, code);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        error: 'PROMO_CODE_NOT_ELIGIBLE',
        message: 'Your account is not eligible for this code.',
      });
    }
    expect((await redeem(token, 'NEWBUYER')).statusCode).toBe(200);
    // Someone who bought before is refused the never-bought code.
    const buyer = await player();
    await t.database.db.insert(orders).values({
      userId: buyer.user.id,
      productId: 1,
      productSlug: 'tickets-starter',
      productName: 'Starter Tickets',
      productKind: 'ticket_package',
      recipientGamePlayerId: buyer.user.gamePlayerId as number,
      recipientNickname: buyer.user.nickname,
      status: 'fulfilled',
      amountCents: 499,
      provider: 'sandbox',
      fulfilledAt: new Date(),
    });
    expect((await redeem(buyer.token, 'NEWBUYER')).json().error).toBe('PROMO_CODE_NOT_ELIGIBLE');
    // An old account may have the veterans' code.
    const veteran = await player({ createdAt: new Date(Date.now() - 60 * DAY) });
    expect((await redeem(veteran.token, 'VETERANS')).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('100 players at once on a 10-use code: exactly 10 redeem, the rest hear it is used up', async () => {
    const id = await campaign({ code: 'TEN-ONLY', maxUses: 10 });
    const crowd = await Promise.all(Array.from({ length: 100 }, () => player()));
    const answers = await Promise.all(crowd.map(({ token }) => redeem(token, 'TEN-ONLY')));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.json().error === 'PROMO_CODE_USED_UP')).toHaveLength(90);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.uses).toBe(10);
    const credited = await t.database.db
      .select()
      .from(webPointLedger)
      .where(and(eq(webPointLedger.type, 'promo'), like(webPointLedger.description, '%TEN-ONLY')));
    expect(credited).toHaveLength(10);
  });

  it('one player redeeming the same code 20 times at once gets it once', async () => {
    await campaign({ code: 'TWENTY-TRIES', maxUses: 1000 });
    const { user, token } = await player();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(token, 'TWENTY-TRIES')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().error === 'PROMO_CODE_ALREADY_REDEEMED')).toHaveLength(19);
    expect(await balanceOf(user.id)).toBe(100);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('a batch of unique codes: exported as CSV, each used once, once per player', async () => {
    const created = await as(adminToken, 'POST', '/api/admin/promo-codes', {
      name: 'Partner batch',
      kind: 'batch',
      quantity: 5,
      rewardKind: 'web_points',
      webPoints: 50,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ kind: 'batch', code: null, maxUses: 5, status: 'draft' });
    await as(adminToken, 'POST', `/api/admin/promo-codes/${id}/status`, { status: 'active' });
    const csv = await as(adminToken, 'GET', `/api/admin/promo-codes/${id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,redeemed,redeemed_at');
    const codes = lines.slice(1).map((line) => line.split(',')[0] as string);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const a = await player();
    const b = await player();
    expect((await redeem(a.token, codes[0] as string)).statusCode).toBe(200);
    expect((await redeem(b.token, codes[0] as string)).json().error).toBe('PROMO_CODE_USED_UP');
    expect((await redeem(a.token, codes[0] as string)).json().error).toBe('PROMO_CODE_ALREADY_REDEEMED');
    expect((await redeem(a.token, codes[1] as string)).json().error).toBe('PROMO_CODE_ALREADY_REDEEMED');
    expect((await redeem(b.token, codes[1] as string)).statusCode).toBe(200);
    const after = await as(adminToken, 'GET', `/api/admin/promo-codes/${id}/codes.csv`);
    expect(after.body).toContain(`${codes[0]},yes,`);
    expect(after.body).toContain(`${codes[2]},no,`);
  });

  it('every admin action is in the audit log; only admins may use the console', async () => {
    const id = await campaign({ code: 'AUDITED' });
    const edit = await as(adminToken, 'PUT', `/api/admin/promo-codes/${id}`, {
      name: 'Audited, edited',
      rewardKind: 'web_points',
      webPoints: 150,
      maxUses: 50,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ webPoints: 150, maxUses: 50, uses: 0 });
    await as(adminToken, 'POST', `/api/admin/promo-codes/${id}/status`, { status: 'ended' });
    const back = await as(adminToken, 'POST', `/api/admin/promo-codes/${id}/status`, { status: 'active' });
    expect(back.statusCode).toBe(409);
    const records = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(records.map((r) => r.action)).toEqual([
      'promo.create',
      'promo.status',
      'promo.update',
      'promo.status',
    ]);
    expect(records[2]?.before).toMatchObject({ webPoints: 100, maxUses: 100 });
    expect(records[2]?.after).toMatchObject({ webPoints: 150, maxUses: 50, name: 'Audited, edited' });
    expect(records[3]).toMatchObject({ actorEmail: 'studio@example.com', after: { status: 'ended' } });

    const list = await as(adminToken, 'GET', '/api/admin/promo-codes');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'ended' });
    const { token } = await player();
    expect((await as(token, 'GET', '/api/admin/promo-codes')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/promo-codes')).statusCode).toBe(401);
    const sneaky = {
      name: 'x',
      kind: 'shared',
      code: 'MINE',
      maxUses: 9,
      rewardKind: 'web_points',
      webPoints: 9,
    };
    expect((await as(token, 'POST', '/api/admin/promo-codes', sneaky)).statusCode).toBe(403);
    expect((await as(null, 'POST', '/api/codes/redeem', { code: 'AUDITED' })).statusCode).toBe(401);
    // A taken code, or a reward that gives nothing, is refused before anything is written.
    const dup = await as(adminToken, 'POST', '/api/admin/promo-codes', {
      name: 'Dup',
      kind: 'shared',
      code: 'AUDITED',
      maxUses: 5,
      rewardKind: 'web_points',
      webPoints: 10,
    });
    expect(dup.statusCode).toBe(409);
    const empty = await as(adminToken, 'POST', '/api/admin/promo-codes', {
      name: 'Nothing',
      kind: 'shared',
      code: 'NOTHING',
      maxUses: 5,
      rewardKind: 'game_items',
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('promo codes: guessing is limited per player and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the 11th attempt of a player within ten minutes answers 429, right or wrong', async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: 'guesser@example.com',
        passwordHash: 'x',
        name: 'G',
        surname: 'U',
        nickname: 'Guesser',
        referralId: 'PS-GUESS',
        emailConfirmedAt: new Date(),
      })
      .returning();
    const token = await openSession(t.database.db, {
      userId: row?.id as number,
      remember: false,
      now: new Date(),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/codes/redeem',
        payload: { code: `GUESS-${i}` },
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});
