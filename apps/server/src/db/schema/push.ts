import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { notifications, sessions, users } from './accounts.ts';

/**
 * A device's web push subscription (decision 0026): one per browser that opted in, tied to the
 * session it was made in. Removed when that session ends (a trigger on `sessions.revoked_at`, in
 * the migration, and the delete cascade) or the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; unique, a capability only that browser holds. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);

/** The push types a player turned off (every type is on once a device opts in). */
export const pushPreferences = pgTable('push_preferences', {
  userId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledTypes: text().array().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last push of a type to a player: at most one an hour per type (payment results excepted).
 * `notificationId` lets a retried job of the same notification through.
 */
export const pushThrottle = pgTable(
  'push_throttle',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    notificationId: bigint({ mode: 'number' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** Which device a notification's push reached: a retried job sends only to the ones it missed. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.subscriptionId] })],
);

/** The teams a player follows (the star on a team's rows): their matches are reminded by push. */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.teamId] }),
    index('team_follows_team_idx').on(table.teamId),
  ],
);

/** A match reminder a player was given: one per player and match, whichever server's job ran. */
export const matchReminders = pgTable(
  'match_reminders',
  {
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.matchId] })],
);
