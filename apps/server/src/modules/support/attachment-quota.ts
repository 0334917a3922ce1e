import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { supportAttachments } from '../../db/schema/support.ts';
import { AppError } from '../../lib/app-error.ts';
import { isStaff, type SupportDeps, type UserRow } from './support-deps.ts';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const quotaExceeded = (quotaBytes: number) =>
  new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `Your attachments have reached your storage limit (${megabytes(quotaBytes)}). Please send your message without files.`,
    413,
    { quotaBytes },
  );

/** Bytes of attachments this person uploaded, on the handle given. */
export async function attachmentBytesOf(handle: Database | Transaction, userId: number): Promise<number> {
  const [row] = await handle
    .select({ bytes: sql<string>`coalesce(sum(${supportAttachments.size}), 0)` })
    .from(supportAttachments)
    .where(eq(supportAttachments.uploaderId, userId));
  return Number(row?.bytes ?? 0);
}

/**
 * Bytes a person may still upload: their quota less what their messages hold; staff have none.
 * Receiving stops at this many (attachment-store.ts); the insert checks again under a lock.
 */
export async function attachmentSpaceLeft(deps: SupportDeps, user: UserRow): Promise<number> {
  if (isStaff(user)) return Number.POSITIVE_INFINITY;
  return Math.max(0, deps.attachmentQuotaBytes - (await attachmentBytesOf(deps.db, user.id)));
}

/**
 * Records a message's files under the uploader's quota: one player's messages are counted one at
 * a time (an advisory lock), so concurrent uploads cannot together pass the quota.
 */
export async function storeAttachments(
  deps: SupportDeps,
  tx: Transaction,
  user: UserRow,
  rows: Array<typeof supportAttachments.$inferInsert>,
) {
  if (!rows.length) return;
  if (!isStaff(user)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attachment-quota'), ${user.id}::int)`);
    const used = await attachmentBytesOf(tx, user.id);
    const adding = rows.reduce((sum, row) => sum + row.size, 0);
    if (used + adding > deps.attachmentQuotaBytes) throw quotaExceeded(deps.attachmentQuotaBytes);
  }
  await tx.insert(supportAttachments).values(rows);
}
