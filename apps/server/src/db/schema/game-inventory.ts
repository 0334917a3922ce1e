import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in game's side of grants: what each player owns, and which grant references it
 * has applied. A real game server keeps its own; this is what the demo game does with them.
 */
export const playerInventory = pgTable('player_inventory', {
  playerId: integer().primaryKey(),
  tickets: integer().notNull().default(0),
  energy: integer().notNull().default(0),
  skillPoints: integer().notNull().default(0),
  superGoal: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const appliedGrants = pgTable('applied_grants', {
  reference: text().primaryKey(),
  playerId: integer().notNull(),
  items: jsonb().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
