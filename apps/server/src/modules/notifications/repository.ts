import { isPortalPath, LINK_ERROR } from '@pitchside/contract/links';
import { AppError } from '../../lib/app-error.ts';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_KEYS,
  NOTIFICATIONS_CAP,
  type NotificationKey,
  type NotificationParams,
} from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/accounts.ts';
import { PUSH_TYPE_OF } from '@pitchside/contract/push';
import { enqueuePush } from '../push/index.ts';
import { englishNotification } from './texts.ts';

type Executor = Pick<Database, 'insert' | 'delete' | 'select' | 'execute'>;

/**
 * Adds a notification and keeps only the newest 50 of the player (spec §4). One a player may get
 * pushed to their devices queues its push in the same transaction (decision 0026): an event makes
 * one notification row and at most one push.
 */
export async function addNotification(
  db: Executor,
  input: {
    userId: number;
    type: string;
    key: NotificationKey;
    params?: NotificationParams;
    link?: string;
    now: Date;
  },
) {
  // A notification opens a page of the portal, never another site (issue 31).
  if (input.link !== undefined && !isPortalPath(input.link))
    throw new AppError('VALIDATION_FAILED', LINK_ERROR);
  const { title, message } = englishNotification(input.key, input.params);
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      key: input.key,
      params: input.params ?? {},
      title,
      message,
      link: input.link ?? null,
      createdAt: input.now,
    })
    .returning({ id: notifications.id });
  if (row && PUSH_TYPE_OF[input.key]) await enqueuePush(db, row.id);
  const keep = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, input.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_CAP);
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, input.userId), notInArray(notifications.id, keep)));
}

export async function listNotifications(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_CAP);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    key: NOTIFICATION_KEYS.find((key) => key === row.key) ?? null,
    params: row.params,
    title: row.title,
    message: row.message,
    link: row.link,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

export async function markRead(db: Database, userId: number, ids: number[] | 'all', now: Date) {
  const scope = ids === 'all' ? sql`true` : inArray(notifications.id, ids.length ? ids : [-1]);
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), scope));
}
