import { eq, sql } from 'drizzle-orm';
import type { GameUser } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { players, teams } from '../../db/schema/game.ts';

/**
 * The one boundary between the portal and the game (DESIGN.md §1). The built-in gateway reads
 * the game read model in our own database; a real game server gets an HTTP implementation.
 */
export interface GameGateway {
  findPlayerByReferralId(referralId: string): Promise<GameUser | null>;
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
  };
}
