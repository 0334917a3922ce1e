import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { playerInventory } from '../../db/schema/game-inventory.ts';
import { gameGrants } from '../../db/schema/wallet.ts';
import { createBuiltInGameGateway, type GameGateway } from '../game/game-gateway.ts';
import { deliverGrant, grantJobs, queuedGrants } from './game-grants.ts';

describe('game grants', () => {
  let t: TestApp;
  let jobs: JobQueue;
  let calls = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const real = createBuiltInGameGateway(t.database.db);
    // A game server that is down for the first two attempts.
    const flaky: GameGateway = {
      ...real,
      async grant(reference, playerId, items) {
        calls += 1;
        if (calls <= 2) throw new Error('game server unavailable');
        return real.grant(reference, playerId, items);
      },
    };
    jobs = await startJobQueue({
      connectionString: t.database.url,
      timezone: 'UTC',
      workers: true,
      jobs: grantJobs(t.database.db, flaky, () => jobs),
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('retries a failing grant until the game takes it, and applies it once', async () => {
    const [grant] = await t.database.db
      .insert(gameGrants)
      .values({ reference: 'order:4242', gamePlayerId: 77, items: { tickets: 500, energy: 100 } })
      .returning();
    await queuedGrants(jobs).dispatch(grant?.id as number);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(gameGrants)
              .where(eq(gameGrants.id, grant?.id as number))
          )[0]?.status,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe('applied');
    const [row] = await t.database.db
      .select()
      .from(gameGrants)
      .where(eq(gameGrants.id, grant?.id as number));
    expect(row?.attempts).toBe(3);

    // Delivering again (a duplicate job, a sweep) changes nothing, and so does the game itself.
    await deliverGrant(t.database.db, createBuiltInGameGateway(t.database.db), grant?.id as number);
    await createBuiltInGameGateway(t.database.db).grant('order:4242', 77, { tickets: 500, energy: 100 });
    const [inventory] = await t.database.db
      .select()
      .from(playerInventory)
      .where(eq(playerInventory.playerId, 77));
    expect(inventory).toMatchObject({ tickets: 500, energy: 100 });
  });
});
