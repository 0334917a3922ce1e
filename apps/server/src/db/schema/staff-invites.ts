import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRole, users } from './accounts.ts';

/**
 * An admin's invitation of a new staff member (issue 35): a one-time link sent by e-mail. Only the
 * SHA-256 of its token is kept. The role becomes the invitee's only once they have set a second
 * factor through the link (`usedAt`); an admin may revoke it before (`revokedAt`).
 * `userId` is the account that answered the link (a new one, or their existing portal account).
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    role: userRole().notNull(),
    tokenHash: text().notNull(),
    invitedBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_invites_token_hash_unique').on(table.tokenHash),
    // One open invitation per address: a second one replaces the first (it is revoked).
    index('staff_invites_open_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.usedAt} is null and ${table.revokedAt} is null`),
  ],
);
