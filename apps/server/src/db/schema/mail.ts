import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development mailbox: every message the local SMTP server received, as parsed. Kept in
 * PostgreSQL so it survives restarts and every server process sees the same mailbox.
 */
export const devMail = pgTable(
  'dev_mail',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_mail_to_created_idx').on(table.toAddress, table.createdAt.desc())],
);
