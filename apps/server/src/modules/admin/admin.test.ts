import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { supportTickets } from '../../db/schema/support.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const PASSWORD = 'Admin-pass1';
const ROLES = ['guest', 'player', 'support', 'admin'] as const;
type Who = (typeof ROLES)[number];

describe('back office: players and audit log', () => {
  let t: TestApp;
  const tokens: Partial<Record<Who, string>> = {};
  const ids: Record<string, number> = {};
  let gamePlayerId: number;

  const login = async (email: string) =>
    (
      await t.request({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } })
    ).json().token as string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const [p] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    gamePlayerId = p?.id as number;
    const passwordHash = await hashPassword(PASSWORD);
    const base = { passwordHash, name: 'N', surname: 'S', emailConfirmedAt: new Date() };
    const rows = await t.database.db
      .insert(users)
      .values([
        {
          ...base,
          email: 'Player.One@example.com',
          nickname: p?.nickname as string,
          referralId: p?.referralId as string,
          gamePlayerId,
          webPoints: 40,
        },
        { ...base, email: 'support@example.com', nickname: 'Helper', referralId: 'PS-SUP', role: 'support' },
        { ...base, email: 'admin@example.com', nickname: 'Boss', referralId: 'PS-ADM', role: 'admin' },
        { ...base, email: 'pct%under_score@example.com', nickname: 'Percent', referralId: 'PS-PCT' },
      ])
      .returning();
    for (const row of rows) ids[row.email] = row.id;
    nickname = p?.nickname as string;
    tokens.player = await login('player.one@example.com');
    tokens.support = await login('support@example.com');
    tokens.admin = await login('admin@example.com');
  });
  afterAll(() => t.close());

  const playerId = () => ids['Player.One@example.com'] as number;
  let nickname = '';
  const gameNickname = () => nickname;
  const as = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who === 'guest' ? {} : { authorization: `Bearer ${tokens[who]}` },
    });
  const auditOf = (action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(playerId()))))
      .orderBy(asc(auditLog.id));

  it('answers every admin route by role: guests 401, players 403, support only the lookup', async () => {
    // A throwaway target for the changing routes, so the matrix does not disturb the other tests.
    const [target] = await t.database.db
      .insert(users)
      .values({
        email: 'target@example.com',
        passwordHash: 'x',
        name: 'T',
        surname: 'T',
        nickname: 'Target',
        referralId: 'PS-TGT',
      })
      .returning();
    const id = target?.id as number;
    const reason = { reason: 'route matrix' };
    const routes: Array<{
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      body?: object;
      support: number;
      admin?: number;
    }> = [
      { method: 'GET', url: '/api/admin/users?q=target', support: 200 },
      { method: 'GET', url: `/api/admin/users/${id}`, support: 200 },
      { method: 'POST', url: `/api/admin/users/${id}/block`, body: reason, support: 403 },
      { method: 'POST', url: `/api/admin/users/${id}/unblock`, body: reason, support: 403 },
      { method: 'POST', url: `/api/admin/users/${id}/end-sessions`, body: reason, support: 403 },
      {
        method: 'POST',
        url: `/api/admin/users/${id}/grant`,
        body: { requestId: randomUUID(), webPoints: 1, reason: 'matrix' },
        support: 403,
      },
      { method: 'GET', url: `/api/admin/users/${id}/export`, support: 403 },
      { method: 'GET', url: '/api/admin/logs', support: 403 },
      {
        method: 'GET',
        url: '/api/admin/stats?from=2026-01-01T00:00:00Z&to=2026-01-31T00:00:00Z',
        support: 403,
      },
      {
        method: 'GET',
        url: '/api/admin/stats/orders.csv?from=2026-01-01T00:00:00Z&to=2026-01-31T00:00:00Z',
        support: 403,
      },
      { method: 'GET', url: '/api/admin/products', support: 403 },
      {
        method: 'PUT',
        url: '/api/admin/products/999999',
        body: {
          priceCents: 100,
          originalPriceCents: null,
          tickets: 1,
          energy: 0,
          skillPoints: 0,
          superGoal: 0,
          webPoints: 0,
          mostPopular: false,
          active: true,
        },
        support: 403,
        admin: 404,
      },
      // No such order: an admin passes the guard and meets the 404 (refunds.test.ts refunds real ones).
      { method: 'POST', url: '/api/admin/orders/99999999/refund', body: reason, support: 403, admin: 404 },
    ];
    const expected: Record<Who, (route: (typeof routes)[number]) => number> = {
      guest: () => 401,
      player: () => 403,
      support: (route) => route.support,
      admin: (route) => route.admin ?? 200,
    };
    const seen: string[] = [];
    for (const route of routes) {
      for (const who of ROLES) {
        const answer = await as(who, route.method, route.url, route.body);
        seen.push(`${who} ${route.method} ${route.url.replace(String(id), ':id')} ${answer.statusCode}`);
        expect(answer.statusCode, `${who} ${route.method} ${route.url}`).toBe(expected[who](route));
      }
    }
    expect(seen).toHaveLength(routes.length * ROLES.length);
  });

  it('finds a player by e-mail or nickname start in any case, referral ID and order id', async () => {
    const search = async (q: string) =>
      (await as('support', 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`)).json().data as Array<{
        id: number;
        matchedOrderId: number | null;
      }>;
    expect((await search('PLAYER.o')).map((p) => p.id)).toEqual([playerId()]);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, playerId()));
    expect((await search(me?.nickname.slice(0, 3).toUpperCase() as string)).map((p) => p.id)).toContain(
      playerId(),
    );
    expect((await search(me?.referralId as string)).map((p) => p.id)).toEqual([playerId()]);
    // LIKE's own characters are searched for literally: "pct%" does not match every "pct…".
    expect((await search('pct%under_')).map((p) => p.id)).toEqual([ids['pct%under_score@example.com']]);
    expect(await search('pct_')).toEqual([]);

    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: playerId(),
        productId: sql`(select id from shop_products order by id limit 1)`,
        productSlug: 'x',
        productName: 'Pro Tickets',
        productKind: 'tickets',
        recipientGamePlayerId: gamePlayerId,
        recipientNickname: 'x',
        amountCents: 999,
        provider: 'sandbox',
      })
      .returning();
    const byOrder = await search(`#${order?.id}`);
    expect(byOrder[0]).toMatchObject({ id: playerId(), matchedOrderId: order?.id });
    expect((await as('support', 'GET', '/api/admin/users?q=%20')).statusCode).toBe(400);
  });

  it('shows a player page with account, VIP standing, ledger, orders, sessions and logins', async () => {
    await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'player.one@example.com', password: 'wrong-password' },
    });
    const detail = (await as('support', 'GET', `/api/admin/users/${playerId()}`)).json().data;
    expect(detail.account).toMatchObject({ id: playerId(), webPoints: 40, blocked: false, gamePlayerId });
    expect(detail.vip).toMatchObject({ tier: expect.any(Number), currentBalance: 40 });
    expect(detail.sessions.some((s: { active: boolean }) => s.active)).toBe(true);
    expect(detail.logins.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['auth.login', 'auth.login_failed']),
    );
    expect(detail.account).not.toHaveProperty('passwordHash');
    expect((await as('support', 'GET', '/api/admin/users/999999')).statusCode).toBe(404);
  });

  it('blocks a player: the open session is refused on its next call, with the spec text', async () => {
    const before = await as('player', 'GET', '/api/user/notifications');
    expect(before.statusCode).toBe(200);
    const blocked = await as('admin', 'POST', `/api/admin/users/${playerId()}/block`, {
      reason: 'chargeback fraud',
    });
    expect(blocked.statusCode).toBe(200);
    // A second click is the same action: recorded once.
    await as('admin', 'POST', `/api/admin/users/${playerId()}/block`, { reason: 'chargeback fraud' });

    // The session has ended, and the player is told why rather than asked to log in again.
    const next = await as('player', 'GET', '/api/user/notifications');
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe('Your account has been blocked. Please contact support.');
    const [session] = await t.database.db
      .execute<{ revoked: boolean }>(
        sql`select bool_and(revoked_at is not null) as revoked from sessions where user_id = ${playerId()}`,
      )
      .then((result) => result.rows);
    expect(session?.revoked).toBe(true);
    const again = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'player.one@example.com', password: PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Your account has been blocked. Please contact support.');

    const records = await auditOf('player.block');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorUserId: ids['admin@example.com'],
      actorEmail: 'admin@example.com',
      targetType: 'user',
      targetId: String(playerId()),
      before: { blocked: false },
      after: { blocked: true },
      reason: 'chargeback fraud',
    });

    await as('admin', 'POST', `/api/admin/users/${playerId()}/unblock`, { reason: 'cleared' });
    tokens.player = await login('player.one@example.com');
    expect((await as('player', 'GET', '/api/user/notifications')).statusCode).toBe(200);
    expect(await auditOf('player.unblock')).toHaveLength(1);
    const self = await as('admin', 'POST', `/api/admin/users/${ids['admin@example.com']}/block`, {
      reason: 'oops',
    });
    expect(self.statusCode).toBe(409);
  });

  it('ends all of a player’s sessions', async () => {
    const ended = await as('admin', 'POST', `/api/admin/users/${playerId()}/end-sessions`, {
      reason: 'lost phone',
    });
    expect(ended.statusCode).toBe(200);
    expect((await as('player', 'GET', '/api/user/notifications')).statusCode).toBe(401);
    expect(await auditOf('player.end_sessions')).toHaveLength(1);
    tokens.player = await login('player.one@example.com');
  });

  it('grants compensation once per request, however often and concurrently it is sent', async () => {
    const body = { requestId: randomUUID(), webPoints: 100, tickets: 50, reason: 'Server outage on 24 Nov' };
    const [ticketsBefore] = await t.database.db
      .select()
      .from(playerInventory)
      .where(eq(playerInventory.playerId, gamePlayerId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => as('admin', 'POST', `/api/admin/users/${playerId()}/grant`, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().data.granted)).toHaveLength(1);
    expect(answers.every((a) => a.json().data.balance === 140)).toBe(true);

    const rows = await t.database.db
      .select()
      .from(webPointLedger)
      .where(eq(webPointLedger.reference, `grant:${body.requestId}`));
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'compensation',
        amount: 100,
        balanceAfter: 140,
        description: 'Compensation: Server outage on 24 Nov',
      }),
    ]);
    const [ticketsAfter] = await t.database.db
      .select()
      .from(playerInventory)
      .where(eq(playerInventory.playerId, gamePlayerId));
    expect((ticketsAfter?.tickets ?? 0) - (ticketsBefore?.tickets ?? 0)).toBe(50);
    expect(await auditOf('player.grant')).toHaveLength(1);

    // The player sees it: the header balance and a notification in their language's key.
    const validate = (await as('player', 'POST', '/api/account/login/validate')).json();
    expect(validate.user.webpoint2).toBe(140);
    const bell = (await as('player', 'GET', '/api/user/notifications')).json();
    expect(bell.data[0]).toMatchObject({
      key: 'compensationGranted',
      params: { webPoints: 100, tickets: 50 },
    });

    const nothing = await as('admin', 'POST', `/api/admin/users/${playerId()}/grant`, {
      requestId: randomUUID(),
      webPoints: 0,
      reason: 'empty',
    });
    expect(nothing.statusCode).toBe(400);
    const tooMuch = await as('admin', 'POST', `/api/admin/users/${playerId()}/grant`, {
      requestId: randomUUID(),
      webPoints: 1_000_000,
      reason: 'typo',
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('exports a player’s data as JSON, without credentials, and records the export', async () => {
    const answer = await as('admin', 'GET', `/api/admin/users/${playerId()}/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`player-${playerId()}.json`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.account).toMatchObject({ email: 'Player.One@example.com' });
    expect(answer.body).not.toContain('passwordHash');
    expect(answer.body).not.toContain('tokenHash');
    expect(data.ledger.length).toBeGreaterThan(0);
    expect(await auditOf('player.export')).toHaveLength(1);
  });

  it('lists the audit log newest first, filtered by actor, action, target and date, in pages', async () => {
    const logs = async (query: string) => (await as('admin', 'GET', `/api/admin/logs?${query}`)).json();
    const byAdmin = await logs(`actor=admin@example.com&action=player`);
    expect(byAdmin.data.length).toBeGreaterThanOrEqual(5);
    expect(byAdmin.data.every((e: { action: string }) => e.action.startsWith('player.'))).toBe(true);
    const ids = byAdmin.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const target = await logs(`targetType=user&targetId=${playerId()}&action=player.grant`);
    expect(target.data).toHaveLength(1);
    const future = await logs(`from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
    expect(future.data).toEqual([]);

    const first = await logs('limit=2');
    expect(first.data).toHaveLength(2);
    const second = await logs(`limit=2&before=${first.nextBefore}`);
    expect(second.data[0].id).toBeLessThan(first.data[1].id);
    expect((await as('admin', 'GET', '/api/admin/logs?action=DROP%20TABLE')).statusCode).toBe(400);
  });

  it('links a compensation to the ticket it answers, and only to a ticket of the same player', async () => {
    const ticketOf = async (userId: number) =>
      (
        await t.database.db
          .insert(supportTickets)
          .values({
            userId,
            subject: 'Lag',
            description: 'Lost a match',
            category: 'technical_issue',
            priority: 'normal',
          })
          .returning()
      )[0]?.id as number;
    const own = await ticketOf(playerId());
    const foreign = await ticketOf(ids['support@example.com'] as number);
    const grant = (ticketId: number) =>
      as('admin', 'POST', `/api/admin/users/${playerId()}/grant`, {
        requestId: randomUUID(),
        webPoints: 3,
        reason: 'Sorry for the lag',
        ticketId,
      });
    expect((await grant(foreign)).json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect((await grant(99_999_999)).statusCode).toBe(404);
    expect((await grant(own)).statusCode).toBe(200);
    const detail = (await as('admin', 'GET', `/api/admin/users/${playerId()}`)).json().data;
    expect(detail.staffActions[0]).toMatchObject({
      action: 'player.grant',
      reason: 'Sorry for the lag',
      after: expect.objectContaining({ grantedWebPoints: 3, ticketId: own }),
    });
    // Support reads the player page but cannot grant, with or without a ticket.
    expect(
      (
        await as('support', 'POST', `/api/admin/users/${playerId()}/grant`, {
          requestId: randomUUID(),
          webPoints: 3,
          reason: 'x',
          ticketId: own,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('names actor and target, filters by action group and exports the same rows as CSV', async () => {
    const logs = async (query: string) => (await as('admin', 'GET', `/api/admin/logs?${query}`)).json();
    const money = await logs(`group=money&targetId=${playerId()}`);
    // The grants are money; the block and the export of the same player are not.
    expect(money.data.map((e: { action: string }) => e.action)).toContain('player.grant');
    expect(money.data.every((e: { action: string }) => e.action === 'player.grant')).toBe(true);
    expect(money.data[0]).toMatchObject({ actorName: 'Boss', targetName: gameNickname() });
    const security = await logs('group=security');
    expect(security.data.length).toBeGreaterThan(0);
    expect(security.data.every((e: { action: string }) => /^(auth|security)\./.test(e.action))).toBe(true);
    expect((await as('admin', 'GET', '/api/admin/logs?group=everything')).statusCode).toBe(400);

    const csv = await as('admin', 'GET', `/api/admin/logs.csv?group=money&targetId=${playerId()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor,actor_name,action,target_type,target_id,target_name,reason,before,after,ip',
    );
    expect(lines).toHaveLength(money.data.length + 1);
    expect(lines[1]).toContain('admin@example.com,Boss,player.grant,user');
    expect((await as('support', 'GET', '/api/admin/logs.csv')).statusCode).toBe(403);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });
});
