import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * An authenticator app as a second factor (TOTP, RFC 6238). `pendingSecret` is a secret shown
 * for scanning and not confirmed yet; `secret` is the one in use once a code from it was
 * accepted. `lastStep` is the 30-second step of the last accepted code: a code is never taken
 * twice, nor one older than it.
 */
export const twoFactor = pgTable('two_factor', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text(),
  pendingSecret: text(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use codes for a lost phone: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/**
 * The step between a right password and the session when two-factor is on: the login answers a
 * challenge token (hashed here), valid 5 minutes, for a bounded number of code attempts.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    remember: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('login_challenges_token_hash_unique').on(table.tokenHash),
    index('login_challenges_user_idx').on(table.userId),
  ],
);
