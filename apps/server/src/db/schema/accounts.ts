import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['player', 'support', 'admin']);
export const emailCodePurpose = pgEnum('email_code_purpose', ['verify_email', 'change_email']);

/**
 * A portal account. One per game referral ID and one per e-mail (case-insensitive), both
 * enforced by unique indexes, not only by code. Game fields are a copy taken at sign-up and
 * refreshed from the game read model.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    surname: text().notNull(),
    referralId: text().notNull(),
    gamePlayerId: bigint({ mode: 'number' }),
    nickname: text().notNull(),
    teamName: text(),
    mainLevel: integer().notNull().default(0),
    seasonLevel: integer().notNull().default(0),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    role: userRole().notNull().default('player'),
    language: text().notNull().default('en'),
    avatarPath: text(),
    blockedAt: timestamp({ withTimezone: true }),
    /** Web points balance; the ledger (webshop) writes every change next to it. Never below 0. */
    webPoints: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_referral_id_unique').on(table.referralId),
    // The back office finds a player by the start of an e-mail or nickname in any case: prefix
    // searches on lower(...) with text_pattern_ops stay index scans at a million players.
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('users_nickname_prefix_idx').on(sql`lower(${table.nickname}) text_pattern_ops`),
    index('users_created_idx').on(table.createdAt),
    check('users_web_points_non_negative', sql`${table.webPoints} >= 0`),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored, so a database leak grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    remember: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_last_seen_idx').on(table.lastSeenAt),
  ],
);

/** Six-digit codes sent by e-mail: hashed, expiring, single use, with a bounded number of attempts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailCodePurpose().notNull(),
    codeHash: text().notNull(),
    sentTo: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('email_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt.desc())],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** i18n key and values the web app renders in the reader's language (contract NOTIFICATION_KEYS). */
    key: text(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    title: text().notNull(),
    message: text().notNull(),
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt.desc())],
);
