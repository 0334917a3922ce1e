import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signatures of accepted ingestion requests, kept until their timestamp expires, to refuse replays. */
export const ingestSignatures = pgTable(
  'ingest_signatures',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('ingest_signatures_expiry_idx').on(t.expiresAt)],
);
