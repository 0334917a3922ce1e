import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedTinyWorld } from '../../../test/game-world.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { users } from '../../db/schema/accounts.ts';
import { players } from '../../db/schema/game.ts';
import { orders, sandboxSessions } from '../../db/schema/orders.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { queuedSandboxWebhooks, sandboxWebhookJob } from './sandbox-routes.ts';

/**
 * The sandbox's webhooks through the real pg-boss queue and real HTTP, as in production:
 * a burst of payments is told to the portal within seconds, and a failed delivery is retried.
 */
describe('sandbox webhooks', () => {
  let t: TestApp;
  let jobs: JobQueue;
  let deliveries = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedTinyWorld(t.database);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    jobs = await startJobQueue({
      connectionString: t.database.url,
      timezone: 'UTC',
      workers: true,
      jobs: [
        sandboxWebhookJob({
          // The first delivery finds the portal unreachable: it must be retried, alone.
          selfUrl: () => (deliveries++ === 0 ? 'http://127.0.0.1:1' : `http://127.0.0.1:${port}`),
          secret: t.config.SANDBOX_WEBHOOK_SECRET,
        }),
      ],
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  async function buyers(count: number) {
    const rows = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(count);
    return Promise.all(
      rows.map(async (p, i) => {
        const email = `hook${i}@example.com`;
        await t.database.db.insert(users).values({
          email,
          passwordHash: await hashPassword('Buyer-pass1'),
          name: 'Ho',
          surname: 'Ok',
          referralId: p.referralId,
          gamePlayerId: p.id,
          nickname: `Hook${i}`,
          emailConfirmedAt: new Date(),
        });
        const login = await t.request({
          method: 'POST',
          url: '/api/account/login',
          payload: { email, password: 'Buyer-pass1' },
        });
        return login.json().token as string;
      }),
    );
  }

  it('delivers a burst of 30 payments within a few seconds, retrying a failed delivery', async () => {
    const tokens = await buyers(3);
    const links = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: 10 }, () =>
          t.request({
            method: 'POST',
            url: '/api/payments/create-link',
            payload: { consent: true, variantId: 'tickets-starter' },
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      ),
    );
    const sessionIds = links.map(
      (res) => new URL(res.json().checkoutUrl).pathname.split('/').pop() as string,
    );
    // The cards were taken at the provider; only its webhooks tell the portal (nobody verifies).
    await t.database.db
      .update(sandboxSessions)
      .set({ status: 'paid', paidAt: new Date() })
      .where(inArray(sandboxSessions.id, sessionIds));

    const started = Date.now();
    const sender = queuedSandboxWebhooks(jobs);
    await Promise.all(sessionIds.map((sessionId) => sender.send({ type: 'paid', sessionId })));
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ status: orders.status })
              .from(orders)
              .where(inArray(orders.providerSessionId, sessionIds))
          ).filter((o) => o.status === 'fulfilled').length,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(30);
    const elapsed = Date.now() - started;
    t.app.log.info({ elapsed }, '30 sandbox webhooks delivered (one retried)');
    expect(elapsed).toBeLessThan(8_000);
    expect(deliveries).toBeGreaterThan(30);
  });
});
