import { and, desc, getTableColumns, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_GROUPS, type AuditGroup } from '@pitchside/contract/admin-audit';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';

export type AuditRow = typeof auditLog.$inferSelect;
/** A record with the names a reader needs: the actor's nickname and the target's. */
export type NamedAuditRow = AuditRow & { actorName: string | null; targetName: string | null };

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
  /** An action group of the log's filter (money, content, players, security, staff). */
  group?: AuditGroup;
  from?: Date;
  to?: Date;
  /** The id of the last row of the previous page: pages stay stable while new rows arrive. */
  before?: number;
  limit: number;
}

const matchesAction = (action: string): SQL =>
  action.includes('.')
    ? eq(auditLog.action, action)
    : // Areas are letters only (the contract's own lists), so the pattern needs no escaping.
      like(auditLog.action, `${action}.%`);

/** The actor's nickname, and the target's: a player, or the buyer of an order. */
const actorName = sql<
  string | null
>`(select ${users.nickname} from ${users} where ${users.id} = ${auditLog.actorUserId})`;
const targetName = sql<string | null>`case
  when ${auditLog.targetType} = 'user' and ${auditLog.targetId} ~ '^[0-9]{1,15}$'
    then (select u.nickname from ${users} u where u.id = ${auditLog.targetId}::bigint)
  when ${auditLog.targetType} = 'order' and ${auditLog.targetId} ~ '^[0-9]{1,15}$'
    then (select u.nickname from ${orders} o join ${users} u on u.id = o.user_id where o.id = ${auditLog.targetId}::bigint)
end`;

/** Newest first. `actor` matches an actor's id or e-mail; `action` a full action or its area (`player`). */
export async function searchAudit(db: Database, filter: AuditFilter): Promise<NamedAuditRow[]> {
  const where: SQL[] = [];
  if (filter.actor) {
    const id = /^\d{1,15}$/.test(filter.actor) ? Number(filter.actor) : null;
    const byEmail = eq(auditLog.actorEmail, filter.actor);
    where.push(id === null ? byEmail : (or(eq(auditLog.actorUserId, id), byEmail) as SQL));
  }
  if (filter.action) where.push(matchesAction(filter.action));
  if (filter.group) where.push(or(...AUDIT_GROUPS[filter.group].map(matchesAction)) as SQL);
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lte(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db
    .select({ ...getTableColumns(auditLog), actorName, targetName })
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

/**
 * What staff did to one player, newest first: changes to the account (not its own sign-ins or
 * data-rights events) and refunds of their orders, each with the ticket it answered, if any.
 */
export async function staffActionsOn(db: Database, userId: number, limit: number): Promise<NamedAuditRow[]> {
  return db
    .select({ ...getTableColumns(auditLog), actorName, targetName })
    .from(auditLog)
    .where(
      or(
        and(
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, String(userId)),
          sql`${auditLog.action} like 'player.%'`,
        ),
        and(eq(auditLog.targetType, 'order'), sql`${auditLog.before}->>'userId' = ${String(userId)}`),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
