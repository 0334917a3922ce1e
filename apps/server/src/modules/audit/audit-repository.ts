import { and, desc, eq, gte, like, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** One audited fact. `at` is the caller's "now", so a record carries the same time as the change. */
export interface AuditEntry {
  at: Date;
  actor: { id: number; email: string } | null;
  action: string;
  target?: { type: string; id: string | number };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string;
  ip?: string;
}

/**
 * Writes the record on the handle given: inside the action's own transaction where there is one,
 * so an action and its record commit together or not at all.
 */
export async function recordAudit(handle: Database | Transaction, entry: AuditEntry): Promise<void> {
  await handle.insert(auditLog).values({
    at: entry.at,
    actorUserId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** The id of the last row of the previous page: pages stay stable while new rows arrive. */
  before?: number;
  limit: number;
}

/** Newest first. `actor` matches an actor's id or e-mail; `action` a full action or its area (`player`). */
export async function searchAudit(db: Database, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actor) {
    const id = /^\d{1,15}$/.test(filter.actor) ? Number(filter.actor) : null;
    const byEmail = eq(auditLog.actorEmail, filter.actor);
    where.push(id === null ? byEmail : (or(eq(auditLog.actorUserId, id), byEmail) as SQL));
  }
  if (filter.action) {
    where.push(
      filter.action.includes('.')
        ? eq(auditLog.action, filter.action)
        : // The contract allows an area of letters only, so the pattern needs no escaping.
          like(auditLog.action, `${filter.action}.%`),
    );
  }
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lte(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
