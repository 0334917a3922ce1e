import { and, asc, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playerPurchaseTotals, purchaseWindowTotals } from '../../db/schema/game-purchases.ts';
import {
  playerBestAttacks,
  playerSeasons,
  players,
  seasons,
  teamSeasons,
  teams,
} from '../../db/schema/game.ts';

/**
 * Leaderboard reads. Each ORDER BY is exactly the column order of one index of
 * db/schema/game.ts (ending in the id for a deterministic tie-break), so every list is a
 * top-N index scan plus key lookups for names, whatever the size of the world.
 */
export function currentSeason(db: Database) {
  return db
    .select({
      id: seasons.id,
      number: seasons.number,
      name: seasons.name,
      startsAt: seasons.startsAt,
      endsAt: seasons.endsAt,
    })
    .from(seasons)
    .orderBy(desc(seasons.number))
    .limit(1)
    .then((rows) => rows[0]);
}

const teamColumns = {
  id: teams.id,
  name: teams.name,
  power: teams.power,
  captainId: teams.captainPlayerId,
  captainNickname: players.nickname,
  memberCount: teams.memberCount,
  seasonPower: teams.seasonPower,
  totalPower: teams.totalPower,
};
export type TeamRecord = Awaited<ReturnType<typeof teamsBy>>[number];

const TEAM_ORDERS = {
  power: [desc(teams.power), desc(teams.seasonPower), asc(teams.id)],
  season: [desc(teams.seasonPower), desc(teams.power), asc(teams.id)],
  total: [desc(teams.totalPower), desc(teams.power), asc(teams.id)],
};

export function teamsBy(db: Database, order: keyof typeof TEAM_ORDERS, limit: number) {
  return db
    .select(teamColumns)
    .from(teams)
    .leftJoin(players, eq(players.id, teams.captainPlayerId))
    .orderBy(...TEAM_ORDERS[order])
    .limit(limit);
}

const playerColumns = {
  id: players.id,
  nickname: players.nickname,
  level: players.level,
  seasonLevel: players.seasonLevel,
  totalLevel: players.totalLevel,
  teamId: players.teamId,
  teamName: teams.name,
  premiumType: players.premiumType,
  referralCount: players.referralCount,
};
export type PlayerRecord = Awaited<ReturnType<typeof playersBy>>[number];

const PLAYER_ORDERS = {
  level: [desc(players.level), desc(players.seasonLevel), asc(players.id)],
  season: [desc(players.seasonLevel), desc(players.level), asc(players.id)],
  total: [desc(players.totalLevel), desc(players.seasonLevel), asc(players.id)],
  referrals: [desc(players.referralCount), desc(players.seasonLevel), asc(players.id)],
};

export function playersBy(db: Database, order: keyof typeof PLAYER_ORDERS, limit: number) {
  return db
    .select(playerColumns)
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(order === 'referrals' ? gt(players.referralCount, 0) : undefined)
    .orderBy(...PLAYER_ORDERS[order])
    .limit(limit);
}

const SEASON_COUNTERS = {
  goals: playerSeasons.goals,
  assists: playerSeasons.assists,
  goldenCards: playerSeasons.goldenCards,
  referrals: playerSeasons.referrals,
} satisfies Record<string, AnyColumn>;
export type SeasonCounter = keyof typeof SEASON_COUNTERS;

/** A season's best by one counter; ties go to the higher season level, then the lower id. */
export function seasonPlayersBy(db: Database, seasonId: number, counter: SeasonCounter, limit: number) {
  const column = SEASON_COUNTERS[counter];
  return db
    .select({
      id: players.id,
      nickname: players.nickname,
      teamName: teams.name,
      seasonLevel: playerSeasons.seasonLevel,
      value: column,
      matchesPlayed: playerSeasons.matchesPlayed,
    })
    .from(playerSeasons)
    .innerJoin(players, eq(players.id, playerSeasons.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(and(eq(playerSeasons.seasonId, seasonId), gt(column, 0)))
    .orderBy(desc(column), desc(playerSeasons.seasonLevel), asc(playerSeasons.playerId))
    .limit(limit);
}
export type SeasonPlayerRecord = Awaited<ReturnType<typeof seasonPlayersBy>>[number];

export function teamEventTable(db: Database, seasonId: number, limit: number) {
  return db
    .select({
      teamId: teamSeasons.teamId,
      teamName: teams.name,
      goalPoints: teamSeasons.goalPoints,
      assistPoints: teamSeasons.assistPoints,
      trainingPoints: teamSeasons.trainingPoints,
      linePoints: teamSeasons.linePoints,
      totalPoints: teamSeasons.totalPoints,
    })
    .from(teamSeasons)
    .leftJoin(teams, eq(teams.id, teamSeasons.teamId))
    .where(eq(teamSeasons.seasonId, seasonId))
    .orderBy(desc(teamSeasons.totalPoints), desc(teamSeasons.goalPoints), asc(teamSeasons.teamId))
    .limit(limit);
}
export type TeamEventRecord = Awaited<ReturnType<typeof teamEventTable>>[number];

export function bestAttackers(db: Database, limit: number) {
  return db
    .select({
      id: playerBestAttacks.playerId,
      nickname: players.nickname,
      teamName: teams.name,
      seasonLevel: playerBestAttacks.seasonLevel,
      attack: playerBestAttacks.attack,
      matchId: playerBestAttacks.matchId,
    })
    .from(playerBestAttacks)
    .leftJoin(players, eq(players.id, playerBestAttacks.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .orderBy(
      desc(playerBestAttacks.attack),
      desc(playerBestAttacks.seasonLevel),
      asc(playerBestAttacks.playerId),
    )
    .limit(limit);
}
export type BestAttackerRecord = Awaited<ReturnType<typeof bestAttackers>>[number];

/** A period of the Top Web Point leaderboard and where it starts now. */
export interface PurchaseWindow {
  period: 'last30days' | 'monthly';
  startsAt: Date;
}

/**
 * Moves a period's start to `startsAt` (migration 0014): only the purchases made between the
 * old and the new start are read, so the cost follows the purchases since the last move, not
 * the size of the history.
 */
export async function advancePurchaseWindow(db: Database, window: PurchaseWindow): Promise<void> {
  await db.execute(sql`select advance_purchase_window(${window.period}, ${window.startsAt.toISOString()})`);
}

/**
 * Web points bought per player: a top-N read of the totals the purchase_history triggers keep,
 * all time (player_purchase_totals) or for a period (purchase_window_totals, whose start the
 * caller has moved with advancePurchaseWindow).
 */
export function topPurchasers(db: Database, period: PurchaseWindow['period'] | null, limit: number) {
  const ranked = period
    ? db
        .select({
          playerId: purchaseWindowTotals.playerId,
          total: sql<number>`${purchaseWindowTotals.webPoints}`.as('total'),
          purchases: sql<number>`${purchaseWindowTotals.purchases}`.as('purchases'),
        })
        .from(purchaseWindowTotals)
        .where(and(eq(purchaseWindowTotals.period, period), gt(purchaseWindowTotals.purchases, 0)))
        .orderBy(
          desc(purchaseWindowTotals.webPoints),
          desc(purchaseWindowTotals.purchases),
          asc(purchaseWindowTotals.playerId),
        )
        .limit(limit)
        .as('ranked')
    : db
        .select({
          playerId: playerPurchaseTotals.playerId,
          total: sql<number>`${playerPurchaseTotals.webPoints}`.as('total'),
          purchases: sql<number>`${playerPurchaseTotals.purchases}`.as('purchases'),
        })
        .from(playerPurchaseTotals)
        .where(gt(playerPurchaseTotals.purchases, 0))
        .orderBy(
          desc(playerPurchaseTotals.webPoints),
          desc(playerPurchaseTotals.purchases),
          asc(playerPurchaseTotals.playerId),
        )
        .limit(limit)
        .as('ranked');
  return db
    .select({
      id: ranked.playerId,
      nickname: players.nickname,
      teamName: teams.name,
      total: ranked.total,
      purchases: ranked.purchases,
    })
    .from(ranked)
    .leftJoin(players, eq(players.id, ranked.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .orderBy(desc(ranked.total), desc(ranked.purchases), asc(ranked.playerId));
}
export type PurchaserRecord = Awaited<ReturnType<typeof topPurchasers>>[number];
