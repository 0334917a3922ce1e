import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { SPIN_COST_WEB_POINTS, SPIN_HISTORY_SIZE } from '@pitchside/contract/spin';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { spinPrizes, spins } from '../../db/schema/spin.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayStart } from '../../lib/game-day.ts';
import { listVipTiers } from '../vip/index.ts';
import { notEnoughWebPoints } from '../wallet/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import { vipStanding } from '../wallet/index.ts';
import {
  draw,
  JACKPOT_BASE_DAILY_LIMIT,
  JACKPOT_SLUG,
  probabilities,
  weightsFor,
  type Prize,
} from './odds.ts';

export const operationInProgress = () =>
  new AppError(
    'OPERATION_IN_PROGRESS',
    'Another operation is in progress. You cannot perform two operations at the same time.',
    409,
  );

export function createSpinService(deps: {
  db: Database;
  core: ValueCore;
  clock: () => Date;
  timeZone: string;
  cooldownSeconds: number;
}) {
  const { db, clock } = deps;
  const prizes = (reader: Pick<Database, 'select'> = db) =>
    reader.select().from(spinPrizes).orderBy(asc(spinPrizes.position)) as Promise<Prize[]>;

  /**
   * The player's tier and jackpot count. Inside a spin `reader` is the spin's transaction: a read
   * through the pool there would need a second connection while the first is held, and enough
   * concurrent spinners would exhaust the pool and wait for each other until the timeout.
   */
  async function standing(user: typeof users.$inferSelect, reader: Pick<Database, 'select'> = db) {
    const vip = await vipStanding(reader, user.id, user.webPoints, clock());
    const tier = (await listVipTiers(reader)).find((t) => t.tier === vip.tier);
    const dailyLimit = JACKPOT_BASE_DAILY_LIMIT + (tier?.spin2000LimitBoost ?? 0);
    const [won] = await reader
      .select({ n: count() })
      .from(spins)
      .where(
        and(
          eq(spins.userId, user.id),
          eq(spins.prizeSlug, JACKPOT_SLUG),
          gte(spins.createdAt, dayStart(clock(), deps.timeZone)),
        ),
      );
    return { vip, tier, dailyLimit, wonToday: won?.n ?? 0 };
  }

  const secondsUntilNext = (last: Date | undefined) =>
    last
      ? Math.max(0, Math.ceil((last.getTime() + deps.cooldownSeconds * 1000 - clock().getTime()) / 1000))
      : 0;

  return {
    async wheel(user: typeof users.$inferSelect) {
      const { vip, tier, dailyLimit, wonToday } = await standing(user);
      const table = await prizes();
      const weights = weightsFor(table, tier, wonToday < dailyLimit);
      const odds = probabilities(weights);
      const [last] = await db
        .select({ at: spins.createdAt })
        .from(spins)
        .where(eq(spins.userId, user.id))
        .orderBy(desc(spins.createdAt))
        .limit(1);
      return {
        cost: SPIN_COST_WEB_POINTS,
        balance: user.webPoints,
        tier: vip.tier,
        tierName: vip.tierName,
        segments: table.map((prize, i) => ({
          slug: prize.slug,
          kind: prize.kind,
          amount: prize.amount,
          probability: odds[i] ?? 0,
          available: (weights[i] ?? 0) > 0,
        })),
        cooldownSeconds: deps.cooldownSeconds,
        secondsRemaining: secondsUntilNext(last?.at),
        jackpot: { dailyLimit, wonToday },
      };
    },

    /**
     * One spin, all or nothing: the player's row is locked (NOWAIT: a second concurrent spin is
     * told another operation is running instead of queueing), the wait between spins is checked
     * from stored timestamps, 5 WP are debited and the prize credited in the same transaction.
     */
    async spin(userId: number) {
      const { result } = await deps.core.transact(async ({ tx, now, moveWebPoints, owe }) => {
        let user: typeof users.$inferSelect | undefined;
        try {
          [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update', { noWait: true });
        } catch (error) {
          const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
          if (code === '55P03') throw operationInProgress();
          throw error;
        }
        if (!user) throw new AppError('UNAUTHORIZED', 'Session expired. Please login again.');
        const [last] = await tx
          .select({ at: spins.createdAt })
          .from(spins)
          .where(eq(spins.userId, userId))
          .orderBy(desc(spins.createdAt))
          .limit(1);
        const wait = secondsUntilNext(last?.at);
        if (wait > 0) {
          throw new AppError('SPIN_COOLDOWN', `Please wait ${wait} seconds before spinning again.`, 429, {
            secondsRemaining: wait,
            retryAfter: wait,
          });
        }
        if (user.webPoints < SPIN_COST_WEB_POINTS) throw notEnoughWebPoints();

        const table = await prizes(tx);
        const { tier, dailyLimit, wonToday } = await standing(user, tx);
        const weights = weightsFor(table, tier, wonToday < dailyLimit);
        const index = draw(weights);
        const prize = table[index] as Prize;
        // The spin's id comes first, so its ledger rows can name it and the spin row itself is
        // written once, with the balance the spin leaves.
        const { rows } = await tx.execute<{ id: string }>(
          sql`select nextval(pg_get_serial_sequence('spins', 'id')) as id`,
        );
        const spinId = Number(rows[0]?.id);
        let { balanceAfter } = await moveWebPoints({
          userId,
          amount: -SPIN_COST_WEB_POINTS,
          type: 'spend',
          reference: `spin:${spinId}:cost`,
          description: { key: 'spinCost' },
        });
        if (prize.kind === 'web_points') {
          ({ balanceAfter } = await moveWebPoints({
            userId,
            amount: prize.amount,
            type: 'bonus',
            reference: `spin:${spinId}:prize`,
            description: { key: 'spinPrize', params: { amount: prize.amount } },
          }));
        } else if (prize.kind === 'tickets') {
          if (!user.gamePlayerId)
            throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
          await owe({
            reference: `spin:${spinId}`,
            playerId: user.gamePlayerId,
            items: { tickets: prize.amount },
          });
        }
        await tx.insert(spins).values({
          id: spinId,
          userId,
          prizeSlug: prize.slug,
          kind: prize.kind,
          amount: prize.amount,
          cost: SPIN_COST_WEB_POINTS,
          balanceAfter,
          createdAt: now,
        });
        return { spinId, index, prize, balanceAfter };
      });
      return {
        spinId: result.spinId,
        segmentIndex: result.index,
        slug: result.prize.slug,
        kind: result.prize.kind,
        amount: result.prize.amount,
        won: result.prize.kind !== 'none',
        balance: result.balanceAfter,
        secondsRemaining: deps.cooldownSeconds,
      };
    },

    async history(userId: number) {
      const rows = await db
        .select()
        .from(spins)
        .where(eq(spins.userId, userId))
        .orderBy(desc(spins.createdAt), desc(spins.id))
        .limit(SPIN_HISTORY_SIZE);
      return rows.map((row) => ({
        id: row.id,
        slug: row.prizeSlug,
        kind: row.kind,
        amount: row.amount,
        cost: row.cost,
        balanceAfter: row.balanceAfter,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
