import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/accounts.ts';

/** Ends every unused reset link of a player (a newer link, a reset or a password change). */
export const retireResetLinks = (db: Pick<Database, 'update'>, userId: number, now: Date) =>
  db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
