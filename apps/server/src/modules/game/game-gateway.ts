import { eq, sql } from 'drizzle-orm';
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
        await tx
          .insert(playerInventory)
          .values({ playerId, ...add })
          .onConflictDoUpdate({
            target: playerInventory.playerId,
            set: {
              tickets: sql`${playerInventory.tickets} + ${add.tickets}`,
              energy: sql`${playerInventory.energy} + ${add.energy}`,
              skillPoints: sql`${playerInventory.skillPoints} + ${add.skillPoints}`,
              superGoal: sql`${playerInventory.superGoal} + ${add.superGoal}`,
              updatedAt: sql`now()`,
            },
          });
        if (items.premium === 'silver' || items.premium === 'platinum') {
          await tx.update(players).set({ premiumType: items.premium }).where(eq(players.id, playerId));
        }
      });
    },
  };
}
