import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    priority: text().notNull(),
    status: text().notNull().default('open'),
    lastReplyBy: text(),
    /** Staff replies the player has not opened yet ("new replies" on the list). */
    playerUnread: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the ticket last started waiting for support: the staff queue's order. */
    waitingSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.updatedAt.desc()),
    index('support_tickets_queue_idx').on(t.status, t.waitingSince),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ticketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorUserId: bigint({ mode: 'number' }).notNull(),
    authorRole: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Files live under DATA_DIR/attachments with random names; only this row knows the original name. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ticketId: bigint({ mode: 'number' })
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' }),
    uploaderId: bigint({ mode: 'number' }).notNull(),
    originalName: text().notNull(),
    storedName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_attachments_ticket_idx').on(t.ticketId)],
);

/** FAQ as content: one row per question, its text per language (English is the fallback). */
export const faqEntries = pgTable('faq_entries', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  category: text().notNull(),
  position: integer().notNull(),
  content: jsonb().$type<Record<string, { question: string; answer: string }>>().notNull(),
});
