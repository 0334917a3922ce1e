import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { users } from '../../db/schema/accounts.ts';
import { players } from '../../db/schema/game.ts';
import { orders } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { seedDemoWallet } from '../wallet/index.ts';

const PASSWORD = 'Admin-pass1';

/** Issue 32: the README offers "refund an order" with the demo accounts; their orders must refund. */
describe('demo orders in the back office', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('refunds a seeded demo order without error, and the buyer reads a refund e-mail', async () => {
    const [game] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    const passwordHash = await hashPassword(PASSWORD);
    const [demo] = await t.database.db
      .insert(users)
      .values({
        email: 'demo.player@example.com',
        passwordHash,
        name: 'Demo',
        surname: 'Player',
        referralId: game?.referralId as string,
        gamePlayerId: game?.id as number,
        nickname: game?.nickname as string,
        emailConfirmedAt: new Date(),
      })
      .returning();
    await seedDemoWallet(t.database.db, demo as NonNullable<typeof demo>, {
      webPoints: 3000,
      demoPurchases: 2,
    });
    await t.database.db.insert(users).values({
      email: 'admin@example.com',
      passwordHash,
      name: 'A',
      surname: 'D',
      referralId: 'PS-ADM',
      nickname: 'Boss',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'admin@example.com', password: PASSWORD },
    });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, demo?.id as number));

    const refund = await t.request({
      method: 'POST',
      url: `/api/admin/orders/${order?.id}/refund`,
      payload: { reason: 'Demo refund' },
      headers: { authorization: `Bearer ${login.json().token as string}` },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id as number));
    expect(after?.status).toBe('refunded');
    const mail = (await t.request({ method: 'GET', url: '/api/dev/mail?to=demo.player@example.com' })).json()
      .data as Array<{ subject: string }>;
    expect(mail[0]?.subject).toBe(`Refund for your Pitchside order #${order?.id}`);
  });
});
