import type pg from 'pg';
import { dayKey, dayStart } from '../../lib/game-day.ts';
import { copyRows } from '../copy-rows.ts';
import { DEMO_META_KEY, scheduleMarker, trainingMarker, type DemoMeta } from './demo-meta.ts';
import { DEMO_VERSION, type DemoScaleName } from './demo-scale.ts';
import { map, withoutSecondaryIndexes } from './seeding/bulk-load.ts';
import { seedContent } from './seeding/content.ts';
import { fixtures } from './seeding/fixtures.ts';
import type { DemoWorld } from './world-generator.ts';

/**
 * The game tables whose statistics the planner needs from the first request on (the leaderboard
 * indexes): ensure-demo-world.ts analyses them after a seed.
 */
export const ANALYZED_TABLES = [
  'teams',
  'players',
  'player_seasons',
  'team_seasons',
  'referrals',
  'purchase_history',
  'matches',
];

const GAME_TABLES = [
  ...ANALYZED_TABLES,
  'match_lines',
  'goals',
  'assists',
  'golden_cards',
  'team_event_points',
  'player_best_attacks',
  'player_purchase_totals',
  'purchase_window_totals',
];

/**
 * Writes a generated world into an empty game read model. Runs inside the caller's
 * transaction: a failure leaves nothing behind. Matches are only scheduled here; the
 * simulator plays every one whose kick-off has passed (yesterday's, the finals of past
 * seasons, today's so far) right after, with the same rules as later live matches.
 */
export async function seedDemoWorld(
  client: pg.PoolClient,
  world: DemoWorld,
  scale: DemoScaleName,
): Promise<void> {
  const seasonIds = new Map<number, number>();
  for (const season of world.seasons) {
    const inserted = await client.query<{ id: number }>(
      'insert into seasons (number, name, starts_at, ends_at) values ($1, $2, $3, $4) returning id',
      [season.number, season.name, season.startsAt, season.endsAt],
    );
    seasonIds.set(season.number, inserted.rows[0]?.id ?? 0);
  }
  const currentSeasonId = seasonIds.get(world.currentSeason.number) ?? 0;

  // The tables are empty (checked by the caller); truncating them here allows COPY FREEZE.
  await client.query(`truncate ${GAME_TABLES.join(', ')}`);
  await client.query(`set local maintenance_work_mem = '256MB'`);
  const freeze = { freeze: true };
  await copyRows(
    client,
    'teams',
    ['id', 'name', 'power', 'captain_player_id', 'member_count', 'season_power', 'total_power'],
    world
      .teams()
      .map((t) => [t.id, t.name, t.power, t.captainPlayerId, t.memberCount, t.seasonPower, t.totalPower]),
    freeze,
  );
  await withoutSecondaryIndexes(client, 'players', () =>
    copyRows(
      client,
      'players',
      ['id', 'nickname', 'level', 'season_level', 'team_id', 'premium_type', 'referral_id', 'referral_count'],
      map(world.players(), (p) => [
        p.id,
        p.nickname,
        p.level,
        p.seasonLevel,
        p.teamId,
        p.premiumType,
        p.referralId,
        p.referralCount,
      ]),
      freeze,
    ),
  );
  await withoutSecondaryIndexes(client, 'player_seasons', () =>
    copyRows(
      client,
      'player_seasons',
      [
        'season_id',
        'player_id',
        'season_level',
        'goals',
        'assists',
        'golden_cards',
        'matches_played',
        'referrals',
      ],
      map(world.playerSeasons(), (s) => [
        currentSeasonId,
        s.playerId,
        s.seasonLevel,
        s.goals,
        s.assists,
        s.goldenCards,
        s.matchesPlayed,
        s.referrals,
      ]),
      freeze,
    ),
  );
  await copyRows(
    client,
    'team_seasons',
    ['season_id', 'team_id', 'goal_points', 'assist_points', 'training_points', 'line_points'],
    world
      .teamSeasons()
      .map((s) => [currentSeasonId, s.teamId, s.goalPoints, s.assistPoints, s.trainingPoints, s.linePoints]),
    freeze,
  );
  await copyRows(
    client,
    'referrals',
    ['referred_id', 'referrer_id', 'season_id', 'created_at'],
    map(world.referrals(), (r) => [
      r.referredId,
      r.referrerId,
      r.seasonNumber === null ? null : (seasonIds.get(r.seasonNumber) ?? null),
      r.createdAt,
    ]),
    freeze,
  );
  await withoutSecondaryIndexes(client, 'purchase_history', () =>
    copyRows(
      client,
      'purchase_history',
      ['player_id', 'web_points', 'amount_cents', 'purchased_at'],
      map(world.purchases(), (p) => [p.playerId, p.webPoints, p.amountCents, p.purchasedAt]),
      freeze,
    ),
  );

  await copyRows(
    client,
    'matches',
    ['season_id', 'stage', 'kickoff_at', 'home_team_id', 'away_team_id'],
    fixtures(world, seasonIds, currentSeasonId),
    freeze,
  );

  await seedContent(client, world.now);

  const markers = [
    ...world.leagueDays().map(scheduleMarker),
    // Training up to yesterday is part of the seeded season totals.
    ...[1, 2].map((back) =>
      trainingMarker(dayKey(dayStart(world.now, world.timeZone, -back), world.timeZone)),
    ),
  ];
  const meta: DemoMeta = {
    version: DEMO_VERSION,
    scale,
    seed: world.seed,
    seededAt: world.now.toISOString(),
  };
  await client.query(
    `insert into app_meta (key, value)
     select key, '1' from unnest($1::text[]) as key
     union all select $2, $3
     on conflict (key) do nothing`,
    [markers, DEMO_META_KEY, JSON.stringify(meta)],
  );
}
