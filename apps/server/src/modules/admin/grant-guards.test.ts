import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { webPointLedger } from '../../db/schema/wallet.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

/**
 * Issue 31, item 11: an admin never grants compensation to their own account, and a grant
 * request id names one player only.
 */
const PASSWORD = 'Right-pass1';

describe('compensation grants: own account and reused request ids', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let adminToken = '';

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const passwordHash = await hashPassword(PASSWORD);
    const base = { passwordHash, name: 'N', surname: 'S', emailConfirmedAt: new Date() };
    const rows = await t.database.db
      .insert(users)
      .values([
        { ...base, email: 'grant-admin@example.com', nickname: 'Boss', referralId: 'PS-GA1', role: 'admin' },
        { ...base, email: 'first@example.com', nickname: 'First', referralId: 'PS-GP1', webPoints: 10 },
        { ...base, email: 'second@example.com', nickname: 'Second', referralId: 'PS-GP2', webPoints: 70 },
      ])
      .returning();
    for (const row of rows) ids[row.email] = row.id;
    adminToken = (
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'grant-admin@example.com', password: PASSWORD },
      })
    ).json().token as string;
  });
  afterAll(() => t.close());

  const grant = (userId: number, requestId: string, webPoints = 25) =>
    t.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/grant`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { requestId, webPoints, reason: 'Server outage' },
    });
  const balanceOf = async (email: string) =>
    (await t.database.db.select({ w: users.webPoints }).from(users).where(eq(users.email, email)))[0]?.w;

  it('refuses an admin’s grant to their own account with a clear message, and moves nothing', async () => {
    const answer = await grant(ids['grant-admin@example.com'] as number, randomUUID());
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      error: 'OWN_ACCOUNT_GRANT',
      message: 'You cannot grant compensation to your own account. Another admin must do it.',
    });
    expect(await balanceOf('grant-admin@example.com')).toBe(0);
    const rows = await t.database.db
      .select()
      .from(webPointLedger)
      .where(eq(webPointLedger.userId, ids['grant-admin@example.com'] as number));
    expect(rows).toEqual([]);
  });

  it('answers 409 when one request id is reused for another player, and gives that player nothing', async () => {
    const requestId = randomUUID();
    const first = await grant(ids['first@example.com'] as number, requestId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ granted: true, balance: 35 });
    // The same request again for the same player: answered once, nothing added.
    const retry = await grant(ids['first@example.com'] as number, requestId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ granted: false, balance: 35 });
    const reused = await grant(ids['second@example.com'] as number, requestId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'This grant request was already used for another player.',
    });
    expect(await balanceOf('second@example.com')).toBe(70);
    expect(await balanceOf('first@example.com')).toBe(35);
  });
});
