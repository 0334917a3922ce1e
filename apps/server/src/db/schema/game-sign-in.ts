import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One-time sign-in links the game server asks for (docs/game-integration.md). Like password
 * resets, only the SHA-256 of the token is kept; a link works once (`used_at`) and for five
 * minutes (`expires_at`). No foreign key: the player belongs to the game's read model, and the
 * portal account (if any) is looked up when the link is used.
 */
export const gameSignInLinks = pgTable(
  'game_sign_in_links',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull(),
    /** The game's player id. */
    gamePlayerId: bigint({ mode: 'number' }).notNull(),
    /** The player's referral ID when the link was made: what sign-up is opened with. */
    referralId: text().notNull(),
    /** The same-site path the player lands on. */
    next: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('game_sign_in_links_token_hash_unique').on(table.tokenHash),
    index('game_sign_in_links_expiry_idx').on(table.expiresAt),
  ],
);
