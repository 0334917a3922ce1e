import type pg from 'pg';
import { dayKey, dayStart } from '../../lib/game-day.ts';
import { planLeagueDay } from '../../modules/game/simulator/schedule.ts';
import { copyRows, type CopyCell } from '../copy-rows.ts';
import { DEMO_BANNERS, DEMO_NEWS, bannerImage, newsImage } from './demo-content.ts';
import { DEMO_VERSION, type DemoScaleName } from './demo-scale.ts';
import type { DemoWorld } from './world-generator.ts';

/** app_meta keys of the demo world. The simulator reads the same ones. */
export const DEMO_META_KEY = 'demo_world';
export const scheduleMarker = (day: string) => `demo.schedule.${day}`;
export const trainingMarker = (day: string) => `demo.training.${day}`;

export interface DemoMeta {
  version: number;
  scale: DemoScaleName;
  seed: number;
  seededAt: string;
}

const GAME_TABLES = [
  'teams',
  'players',
  'player_seasons',
  'team_seasons',
  'referrals',
  'purchase_history',
  'matches',
  'match_lines',
  'goals',
  'assists',
  'golden_cards',
  'team_event_points',
  'player_best_attacks',
  'player_purchase_totals',
  'purchase_window_totals',
];

const DAY_MS = 86_400_000;

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

function* fixtures(
  world: DemoWorld,
  seasonIds: Map<number, number>,
  currentSeasonId: number,
): Generator<CopyCell[]> {
  for (const final of world.cupFinals()) {
    yield [
      seasonIds.get(final.seasonNumber) ?? currentSeasonId,
      final.stage,
      final.kickoffAt,
      final.homeTeamId,
      final.awayTeamId,
    ];
  }
  const teamIds = world
    .teams()
    .filter((t) => t.memberCount > 0)
    .map((t) => t.id);
  for (const day of world.leagueDays()) {
    const planned = planLeagueDay({
      seed: world.seed,
      day,
      timeZone: world.timeZone,
      teamIds,
      matchesPerDay: world.scale.matchesPerDay,
    });
    for (const f of planned) yield [currentSeasonId, 'league', f.kickoffAt, f.homeTeamId, f.awayTeamId];
  }
}

async function seedContent(client: pg.PoolClient, now: Date): Promise<void> {
  await copyRows(
    client,
    'news',
    ['title', 'description', 'content_html', 'image_url', 'tag', 'published_at'],
    DEMO_NEWS.map((n) => [
      n.title,
      n.description,
      n.html,
      newsImage(n.slug),
      n.tag,
      new Date(now.getTime() - n.daysAgo * DAY_MS),
    ]),
  );
  await copyRows(
    client,
    'banners',
    ['title', 'subtitle', 'button_text', 'button_link', 'image_url', 'sort_order'],
    DEMO_BANNERS.map((b, i) => [
      b.title,
      b.subtitle,
      b.buttonText,
      b.buttonLink,
      bannerImage(b.slug),
      (i + 1) * 10,
    ]),
  );
}

/**
 * Loading into a table with many indexes costs an index insert per row and index; building
 * each index once after the load is several times faster. Indexes backing constraints stay.
 */
async function withoutSecondaryIndexes(
  client: pg.PoolClient,
  table: string,
  load: () => Promise<unknown>,
): Promise<void> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
     where schemaname = current_schema() and tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);
  await load();
  for (const index of indexes.rows) await client.query(index.definition);
}

function* map<T>(items: Iterable<T>, row: (item: T) => CopyCell[]): Generator<CopyCell[]> {
  for (const item of items) yield row(item);
}
