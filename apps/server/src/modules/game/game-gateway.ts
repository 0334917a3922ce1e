import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appliedGrants, playerInventory } from '../../db/schema/game-inventory.ts';
import type { GameUser } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { players, teams } from '../../db/schema/game.ts';

/**
 * The one boundary between the portal and the game (DESIGN.md §1). The built-in gateway reads
 * the game read model in our own database; a real game server gets an HTTP implementation.
 */
export interface GrantItems {
  tickets?: number;
  energy?: number;
  skillPoints?: number;
  superGoal?: number;
  webPoints?: number;
  premium?: string;
}

export interface GameGateway {
  findPlayerByReferralId(referralId: string): Promise<GameUser | null>;
  /** The player's premium membership: none, silver or platinum. */
  premiumOf(playerId: number): Promise<'none' | 'silver' | 'platinum'>;
  /**
   * Hands items to the game. `reference` is the idempotency key: the game applies a given
   * reference at most once, however often it is sent.
   */
  grant(reference: string, playerId: number, items: GrantItems): Promise<void>;
}

const PREMIUM_NAMES = { none: 'None', silver: 'Silver', platinum: 'Platinum' } as const;

export function createBuiltInGameGateway(db: Database): GameGateway {
  return {
    async findPlayerByReferralId(referralId) {
      const [row] = await db
        .select({
          id: players.id,
          nickname: players.nickname,
          level: players.level,
          seasonLevel: players.seasonLevel,
          teamName: teams.name,
          premiumType: players.premiumType,
          referralId: players.referralId,
        })
        .from(players)
        .leftJoin(teams, eq(teams.id, players.teamId))
        // Referral IDs are typed by hand: accept any letter case and stray spaces.
        .where(eq(players.referralId, sql`upper(${referralId.trim()})`))
        .limit(1);
      if (!row) return null;
      return {
        Id: row.id,
        NickName: row.nickname,
        UserLevel: row.level,
        SeasonLevel: row.seasonLevel,
        TeamName: row.teamName,
        PremiumTypeName: PREMIUM_NAMES[row.premiumType],
        ReferralId: row.referralId,
      };
    },

    async premiumOf(playerId) {
      const [row] = await db
        .select({ premium: players.premiumType })
        .from(players)
        .where(eq(players.id, playerId));
      return row?.premium ?? 'none';
    },

    async grant(reference, playerId, items) {
      await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(appliedGrants)
          .values({ reference, playerId, items })
          .onConflictDoNothing()
          .returning({ reference: appliedGrants.reference });
        if (!first) return; // applied before: the game never applies a reference twice
        const add = {
          tickets: items.tickets ?? 0,
          energy: items.energy ?? 0,
          skillPoints: items.skillPoints ?? 0,
          superGoal: items.superGoal ?? 0,
        };
        // A revocation (a refund) carries negative amounts: the game takes back what is left and
        // never goes below zero for what the player already used.
        const floor = (column: AnyPgColumn, amount: number) => sql`greatest(0, ${column} + ${amount})`;
        await tx
          .insert(playerInventory)
          .values({
            playerId,
            tickets: Math.max(0, add.tickets),
            energy: Math.max(0, add.energy),
            skillPoints: Math.max(0, add.skillPoints),
            superGoal: Math.max(0, add.superGoal),
          })
          .onConflictDoUpdate({
            target: playerInventory.playerId,
            set: {
              tickets: floor(playerInventory.tickets, add.tickets),
              energy: floor(playerInventory.energy, add.energy),
              skillPoints: floor(playerInventory.skillPoints, add.skillPoints),
              superGoal: floor(playerInventory.superGoal, add.superGoal),
              updatedAt: sql`now()`,
            },
          });
        if (items.premium === 'silver' || items.premium === 'platinum' || items.premium === 'none') {
          await tx.update(players).set({ premiumType: items.premium }).where(eq(players.id, playerId));
        }
      });
    },
  };
}
