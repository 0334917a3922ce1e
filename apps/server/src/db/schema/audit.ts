import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action and security event, append-only (a trigger refuses UPDATE and DELETE,
 * migration 0015). The actor's e-mail is copied, not joined, so the record outlives a renamed or
 * deleted account; there is no foreign key for the same reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Who acted: a staff member, or the player themself for security events; null when unknown. */
    actorUserId: bigint({ mode: 'number' }),
    actorEmail: text(),
    /** `area.verb`, e.g. `player.block`, `ticket.reply`, `auth.login_failed`. */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** Why, where the action asks for it (a compensation's reason). */
    reason: text(),
    ip: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorUserId, table.at.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.at.desc()),
  ],
);
