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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['player', 'support', 'content', 'finance', 'admin']);
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
    /** The player asked to delete the account: erased at this time unless they sign in before (issue 16). */
    deletionDueAt: timestamp({ withTimezone: true }),
    /** Personal data erased; the row stays because orders and ledger rows point at it. */
    erasedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_referral_id_unique').on(table.referralId),
    // The back office finds a player by the start of an e-mail or nickname in any case: prefix
    // searches on lower(...) with text_pattern_ops stay index scans at a million players.
    index('users_email_prefix_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('users_nickname_prefix_idx').on(sql`lower(${table.nickname}) text_pattern_ops`),
    index('users_created_idx').on(table.createdAt),
    // The erase job's lookup of accounts whose grace period is over: only the few pending ones.
    index('users_deletion_due_idx')
      .on(table.deletionDueAt)
      .where(sql`${table.deletionDueAt} is not null`),
    // A sign-in link from the game names the game player: its account is found by this.
    index('users_game_player_idx').on(table.gamePlayerId),
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
    /** The address it signed in from, for the player's list of sessions (shown as its network). */
    ip: text(),
    /**
     * SHA-256 of the token in the "new sign-in" e-mail's link that ends this session (only for
     * sign-ins from a device and network the account had not used).
     */
    endLinkHash: text(),
    /**
     * When this session passed a second factor (a code at sign-in, or the code that turned
     * two-factor on in it). Staff held to STAFF_TWO_FACTOR=required need it: a session opened
     * before two-factor was on is not a staff session once it is (issue 31).
     */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_last_seen_idx').on(table.lastSeenAt),
    uniqueIndex('sessions_end_link_hash_unique').on(table.endLinkHash),
  ],
);

/**
 * Browsers that have signed in to an account (issue 31, OWASP's "device cookie"): the SHA-256 of
 * the random id in the browser's HttpOnly device cookie, per account it signed in to. A known
 * browser passes the per-account limit of wrong passwords, so strangers' guesses never lock the
 * owner out of a device they use; it still needs the password (and the code).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text().notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index('known_devices_user_idx').on(table.userId),
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
