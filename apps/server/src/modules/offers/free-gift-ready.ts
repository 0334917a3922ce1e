import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { dayStart } from '../../lib/game-day.ts';
import { addNotification } from '../notifications/index.ts';
import { playersWithPushOn } from '../push/index.ts';

export const FREE_GIFT_READY_JOB = 'offers.free-gift-ready';

/**
 * At the game day's start the Daily Free Gift can be claimed again: each player who turned that
 * push on (decision 0026) gets a notification, and with it one push. Run again the same day (a
 * retry, a second start), it notifies nobody twice.
 */
export async function announceFreeGifts(
  db: Database,
  options: { now: Date; timeZone: string },
): Promise<number> {
  const candidates = await playersWithPushOn(db, 'dailyGift', options.now);
  if (candidates.length === 0) return 0;
  const since = dayStart(options.now, options.timeZone);
  const confirmed = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, candidates), isNotNull(users.emailConfirmedAt)));
  let announced = 0;
  for (const { id } of confirmed) {
    const told = await db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, id),
            eq(notifications.key, 'freeGiftReady'),
            gte(notifications.createdAt, since),
          ),
        )
        .limit(1);
      if (already) return false;
      await addNotification(tx, {
        userId: id,
        type: 'gift',
        key: 'freeGiftReady',
        link: '/offers/free-ticket',
        now: options.now,
      });
      return true;
    });
    if (told) announced += 1;
  }
  return announced;
}

/** Every day at 00:00 in GAME_TIMEZONE (the queue's time zone), once across servers. */
export function freeGiftReadyJob(db: Database, options: { timeZone: string }): JobDefinition {
  return {
    name: FREE_GIFT_READY_JOB,
    cron: '0 0 * * *',
    retryLimit: 3,
    expireInSeconds: 600,
    async handle() {
      await announceFreeGifts(db, { now: new Date(), timeZone: options.timeZone });
    },
  };
}
