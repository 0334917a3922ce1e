import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameGrants } from '../../db/schema/wallet.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import type { GameGateway, GrantItems } from '../game/index.ts';
import type { Transaction } from './ledger.ts';

export const GRANT_JOB = 'game.grant';
export const GRANT_SWEEP_JOB = 'game.grant-sweep';

/** Records what a player is owed, inside the transaction that earned it. Idempotent by reference. */
export async function recordGrant(
  tx: Transaction,
  grant: { reference: string; playerId: number; items: GrantItems },
) {
  const [row] = await tx
    .insert(gameGrants)
    .values({ reference: grant.reference, gamePlayerId: grant.playerId, items: grant.items })
    .onConflictDoNothing({ target: gameGrants.reference })
    .returning({ id: gameGrants.id });
  return row?.id ?? null;
}

/** Hands one grant to the game; a failure is counted and thrown, so the job retries it. */
export async function deliverGrant(db: Database, game: GameGateway, grantId: number): Promise<void> {
  const [grant] = await db.select().from(gameGrants).where(eq(gameGrants.id, grantId));
  if (!grant || grant.status === 'applied') return;
  try {
    await game.grant(grant.reference, grant.gamePlayerId, grant.items);
  } catch (error) {
    await db
      .update(gameGrants)
      .set({ attempts: sql`${gameGrants.attempts} + 1`, lastError: String(error).slice(0, 500) })
      .where(eq(gameGrants.id, grantId));
    throw error;
  }
  await db
    .update(gameGrants)
    .set({
      status: 'applied',
      appliedAt: new Date(),
      attempts: sql`${gameGrants.attempts} + 1`,
      lastError: null,
    })
    .where(eq(gameGrants.id, grantId));
}

export interface GrantDispatcher {
  dispatch(grantId: number): Promise<void>;
}

/** In the server: a durable job per grant (one per grant at a time), retried with backoff. */
export const queuedGrants = (jobs: JobQueue): GrantDispatcher => ({
  async dispatch(grantId) {
    await jobs.send(
      GRANT_JOB,
      { grantId },
      { singletonKey: `grant:${grantId}`, retryLimit: 20, retryBackoff: true },
    );
  },
});

export function grantJobs(db: Database, game: GameGateway, jobs: () => JobQueue): JobDefinition[] {
  return [
    {
      name: GRANT_JOB,
      retryLimit: 20,
      handle: (data) => deliverGrant(db, game, (data as { grantId: number }).grantId),
    },
    {
      // A grant whose job was lost (crash between commit and enqueue) is picked up here.
      name: GRANT_SWEEP_JOB,
      cron: '* * * * *',
      retryLimit: 0,
      async handle() {
        const pending = await db
          .select({ id: gameGrants.id })
          .from(gameGrants)
          .where(
            and(eq(gameGrants.status, 'pending'), lt(gameGrants.createdAt, new Date(Date.now() - 60_000))),
          )
          .limit(500);
        for (const { id } of pending) await queuedGrants(jobs()).dispatch(id);
      },
    },
  ];
}
