import type { SessionUser } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/accounts.ts';
import { vipStanding } from '../wallet/index.ts';
import { toSessionUser } from './user-view.ts';

/** The stored user with its live VIP standing, as every account answer returns it. */
export async function sessionUserOf(
  db: Database,
  user: typeof users.$inferSelect,
  now: Date,
): Promise<SessionUser> {
  return toSessionUser(user, await vipStanding(db, user.id, user.webPoints, now));
}
