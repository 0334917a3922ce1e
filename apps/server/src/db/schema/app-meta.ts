import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation itself (e.g. which demo world version it was seeded with). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
