import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, sessions, users } from '../../db/schema/accounts.ts';
import { teams } from '../../db/schema/game.ts';
import {
  pushDeliveries,
  pushPreferences,
  pushSubscriptions,
  pushThrottle,
  teamFollows,
} from '../../db/schema/push.ts';

export async function saveSubscription(
  db: Database,
  input: { userId: number; sessionId: number; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  // One browser, one endpoint: signing in again on it moves the subscription to the new session.
  await db
    .insert(pushSubscriptions)
    .values({ ...input, createdAt: input.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: input.userId, sessionId: input.sessionId, p256dh: input.p256dh, auth: input.auth },
    });
}

export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countSubscriptions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.count ?? 0;
}

export async function disabledTypes(db: Database, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ disabled: pushPreferences.disabledTypes })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row?.disabled ?? [];
}

export async function saveDisabledTypes(db: Database, userId: number, disabled: string[], now: Date) {
  await db
    .insert(pushPreferences)
    .values({ userId, disabledTypes: disabled, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { disabledTypes: disabled, updatedAt: now } });
}

/** The notification a push is about, with its player's language. */
export async function notificationForPush(db: Database, notificationId: number) {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      key: notifications.key,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  return row;
}

/** The player's subscriptions, each with whether its session is still going. */
export async function subscriptionsOf(db: Database, userId: number, now: Date) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      live: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now})`,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(eq(pushSubscriptions.userId, userId));
}

/**
 * Takes the player's hourly slot of a type for a notification: false when another notification
 * of that type was pushed within the hour. The same notification (a retried job) takes it again.
 */
export async function takeHourlySlot(
  db: Database,
  input: { userId: number; type: string; notificationId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(pushThrottle)
    .values({
      userId: input.userId,
      type: input.type,
      notificationId: input.notificationId,
      sentAt: input.now,
    })
    .onConflictDoUpdate({
      target: [pushThrottle.userId, pushThrottle.type],
      set: { notificationId: input.notificationId, sentAt: input.now },
      setWhere: sql`${pushThrottle.sentAt} <= ${new Date(input.now.getTime() - 3_600_000)} or ${pushThrottle.notificationId} = ${input.notificationId}`,
    })
    .returning({ type: pushThrottle.type });
  return rows.length > 0;
}

/** Claims a device for a notification's push; false when it already got it. */
export async function claimDelivery(db: Database, notificationId: number, subscriptionId: number, now: Date) {
  const rows = await db
    .insert(pushDeliveries)
    .values({ notificationId, subscriptionId, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: pushDeliveries.subscriptionId });
  return rows.length > 0;
}

export async function releaseDelivery(db: Database, notificationId: number, subscriptionId: number) {
  await db
    .delete(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.notificationId, notificationId),
        eq(pushDeliveries.subscriptionId, subscriptionId),
      ),
    );
}

/**
 * Marks a notification read from its push: the device's endpoint proves whose it is (the service
 * worker holds no session token). True when it belonged to that device's player.
 */
export async function markReadFromDevice(db: Database, endpoint: string, notificationId: number, now: Date) {
  const owner = db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.id, notificationId),
        isNull(notifications.readAt),
        sql`${notifications.userId} = (${owner})`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Players with at least one device whose session is live and the kind of push on. */
export async function playersWithPushOn(db: Database, type: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now}`,
        sql`not (${type} = any(coalesce(${pushPreferences.disabledTypes}, '{}'::text[])))`,
      ),
    );
  return rows.map((row) => row.userId);
}

export async function followedTeams(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(eq(teamFollows.userId, userId))
    .orderBy(teamFollows.teamId);
  return rows.map((row) => row.teamId);
}

/** Follows a team; false when the game has no such team. */
export async function followTeam(db: Database, userId: number, teamId: number, now: Date): Promise<boolean> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) return false;
  await db.insert(teamFollows).values({ userId, teamId, createdAt: now }).onConflictDoNothing();
  return true;
}

export async function unfollowTeam(db: Database, userId: number, teamId: number): Promise<void> {
  await db.delete(teamFollows).where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)));
}
