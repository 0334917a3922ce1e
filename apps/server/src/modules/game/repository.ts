import type pg from 'pg';
import type { z } from 'zod';
import type {
  ingestEventPoints,
  ingestMatches,
  ingestPlayers,
  ingestSeasons,
  ingestTeams,
} from '@pitchside/contract/game-ingest';
import { AppError } from '../../lib/app-error.ts';
import type { VerifiedSignature } from './signature.ts';

/**
 * Upserts of the game read model from ingestion batches, each called inside the request's
 * transaction. Arrays go in through unnest(), one statement per table, so a batch of
 * thousands costs a handful of round trips. Derived counters (member counts, referral
 * counts, team event totals) are recomputed for the rows a batch touched.
 */
type Client = pg.PoolClient;

/** Rejects a replayed signature: the insert conflicts and the transaction rolls back. */
export async function recordSignature(
  client: Client,
  signature: VerifiedSignature,
  now: Date,
): Promise<void> {
  // Expiry follows the same clock as the timestamp check (not the database's).
  await client.query('delete from ingest_signatures where expires_at < $1', [now]);
  const inserted = await client.query(
    'insert into ingest_signatures (signature, expires_at) values ($1, $2) on conflict do nothing',
    [signature.signature, signature.expiresAt],
  );
  if (inserted.rowCount === 0) {
    throw new AppError('CONFLICT', 'This request was already received (replayed signature)');
  }
}

export async function upsertSeasons(
  client: Client,
  { seasons }: z.infer<typeof ingestSeasons>,
): Promise<void> {
  await client.query(
    `insert into seasons (number, name, starts_at, ends_at)
     select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[])
     on conflict (number) do update set name = excluded.name, starts_at = excluded.starts_at,
       ends_at = excluded.ends_at`,
    [
      seasons.map((s) => s.number),
      seasons.map((s) => s.name),
      seasons.map((s) => s.startsAt),
      seasons.map((s) => s.endsAt),
    ],
  );
}

export async function upsertTeams(client: Client, { teams }: z.infer<typeof ingestTeams>): Promise<void> {
  await client.query(
    `insert into teams (id, name, power, captain_player_id, member_count, season_power, total_power, updated_at)
     select u.id, u.name, u.power, u.captain,
       coalesce(u.members, (select count(*)::int from players p where p.team_id = u.id)),
       u.season_power, u.total_power, now()
     from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bigint[])
       as u(id, name, power, captain, members, season_power, total_power)
     on conflict (id) do update set name = excluded.name, power = excluded.power,
       captain_player_id = excluded.captain_player_id, member_count = excluded.member_count,
       season_power = excluded.season_power, total_power = excluded.total_power, updated_at = now()`,
    [
      teams.map((t) => t.id),
      teams.map((t) => t.name),
      teams.map((t) => t.power),
      teams.map((t) => t.captainPlayerId ?? null),
      teams.map((t) => t.memberCount ?? null),
      teams.map((t) => t.seasonPower),
      teams.map((t) => t.totalPower),
    ],
  );
}

async function currentSeasonId(client: Client): Promise<number | null> {
  const row = await client.query<{ id: number }>('select id from seasons order by number desc limit 1');
  return row.rows[0]?.id ?? null;
}

async function seasonIdsByNumber(client: Client, numbers: number[]): Promise<Map<number, number>> {
  const rows = await client.query<{ id: number; number: number }>(
    'select id, number from seasons where number = any($1::int[])',
    [numbers],
  );
  const ids = new Map(rows.rows.map((r) => [r.number, r.id]));
  const missing = numbers.filter((n) => !ids.has(n));
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Unknown season ${missing.join(', ')}: send it to /api/game/ingest/seasons first`,
    );
  }
  return ids;
}

export async function upsertPlayers(
  client: Client,
  { players }: z.infer<typeof ingestPlayers>,
): Promise<void> {
  const ids = players.map((p) => p.id);
  const before = await client.query<{ team_id: number }>(
    'select distinct team_id from players where id = any($1::int[]) and team_id is not null',
    [ids],
  );
  await client.query(
    `insert into players (id, nickname, level, season_level, team_id, premium_type, referral_id, updated_at)
     select *, now() from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::premium_type[], $7::text[])
     on conflict (id) do update set nickname = excluded.nickname, level = excluded.level,
       season_level = excluded.season_level, team_id = excluded.team_id, premium_type = excluded.premium_type,
       referral_id = excluded.referral_id, updated_at = now()`,
    [
      ids,
      players.map((p) => p.nickname),
      players.map((p) => p.level),
      players.map((p) => p.seasonLevel),
      players.map((p) => p.teamId),
      players.map((p) => p.premiumType),
      players.map((p) => p.referralId),
    ],
  );

  const seasonId = await currentSeasonId(client);
  if (seasonId !== null) {
    // Season totals when sent; the season level copy (a tie-breaker of season lists) always.
    const withStats = players.filter((p) => p.season);
    await client.query(
      `insert into player_seasons (season_id, player_id, season_level, goals, assists, golden_cards, matches_played)
       select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
       on conflict (season_id, player_id) do update set season_level = excluded.season_level,
         goals = excluded.goals, assists = excluded.assists, golden_cards = excluded.golden_cards,
         matches_played = excluded.matches_played`,
      [
        seasonId,
        withStats.map((p) => p.id),
        withStats.map((p) => p.seasonLevel),
        withStats.map((p) => p.season?.goals ?? 0),
        withStats.map((p) => p.season?.assists ?? 0),
        withStats.map((p) => p.season?.goldenCards ?? 0),
        withStats.map((p) => p.season?.matchesPlayed ?? 0),
      ],
    );
    await client.query(
      `update player_seasons s set season_level = p.season_level from players p
       where s.season_id = $1 and s.player_id = p.id and p.id = any($2::int[])`,
      [seasonId, ids],
    );
  }

  const referred = players.filter((p) => typeof p.referredById === 'number' && p.referredById !== p.id);
  if (referred.length > 0) {
    await client.query(
      `insert into referrals (referred_id, referrer_id, season_id)
       select r.referred, r.referrer, $1 from unnest($2::int[], $3::int[]) as r(referred, referrer)
       on conflict (referred_id) do nothing`,
      [seasonId, referred.map((p) => p.id), referred.map((p) => p.referredById)],
    );
    const referrers = [...new Set(referred.map((p) => p.referredById))];
    await client.query(
      `update players p set referral_count = (select count(*) from referrals r where r.referrer_id = p.id)
       where p.id = any($1::int[])`,
      [referrers],
    );
    if (seasonId !== null) {
      await client.query(
        `insert into player_seasons (season_id, player_id, referrals)
         select $1, r.referrer_id, count(*) from referrals r
         where r.season_id = $1 and r.referrer_id = any($2::int[]) group by r.referrer_id
         on conflict (season_id, player_id) do update set referrals = excluded.referrals`,
        [seasonId, referrers],
      );
    }
  }

  const teamIds = [
    ...new Set([
      ...before.rows.map((r) => r.team_id),
      ...players.flatMap((p) => (p.teamId ? [p.teamId] : [])),
    ]),
  ];
  await client.query(
    `update teams t set member_count = (select count(*) from players p where p.team_id = t.id)
     where t.id = any($1::int[])`,
    [teamIds],
  );
}

export async function upsertMatches(
  client: Client,
  { matches }: z.infer<typeof ingestMatches>,
): Promise<void> {
  const seasonIds = await seasonIdsByNumber(client, [...new Set(matches.map((m) => m.seasonNumber))]);
  await client.query(
    `insert into matches (id, season_id, stage, status, kickoff_at, started_at, finished_at, home_team_id,
       away_team_id, home_score, away_score)
     select * from unnest($1::int[], $2::int[], $3::cup_stage[], $4::match_status[], $5::timestamptz[],
       $6::timestamptz[], $7::timestamptz[], $8::int[], $9::int[], $10::int[], $11::int[])
     on conflict (id) do update set season_id = excluded.season_id, stage = excluded.stage,
       status = excluded.status, kickoff_at = excluded.kickoff_at, started_at = excluded.started_at,
       finished_at = excluded.finished_at, home_team_id = excluded.home_team_id,
       away_team_id = excluded.away_team_id, home_score = excluded.home_score, away_score = excluded.away_score`,
    [
      matches.map((m) => m.id),
      matches.map((m) => seasonIds.get(m.seasonNumber)),
      matches.map((m) => m.stage),
      matches.map((m) => m.status),
      matches.map((m) => m.kickoffAt),
      matches.map((m) => m.startedAt ?? null),
      matches.map((m) => m.finishedAt ?? null),
      matches.map((m) => m.homeTeamId),
      matches.map((m) => m.awayTeamId),
      matches.map((m) => m.homeScore),
      matches.map((m) => m.awayScore),
    ],
  );
  await replaceLines(client, matches);
}

/** Lines sent with a match replace its stored ones; running totals are computed here. */
async function replaceLines(
  client: Client,
  matches: z.infer<typeof ingestMatches>['matches'],
): Promise<void> {
  const withLines = matches.filter((m) => m.lines);
  if (withLines.length === 0) return;
  await client.query('delete from match_lines where match_id = any($1::int[])', [withLines.map((m) => m.id)]);
  const rows: (string | number | boolean | null)[][] = [];
  for (const match of withLines) {
    let home = 0;
    let away = 0;
    for (const line of [...(match.lines ?? [])].sort((a, b) => a.lineNumber - b.lineNumber)) {
      home += line.homeLineScore;
      away += line.awayLineScore;
      rows.push([
        match.id,
        line.lineNumber,
        line.isExtraLine,
        line.homePlayerId,
        line.awayPlayerId,
        line.homeAttack,
        line.awayAttack,
        line.homeLineScore,
        line.awayLineScore,
        home,
        away,
        line.playedAt,
      ]);
    }
  }
  const column = (i: number) => rows.map((r) => r[i] ?? null);
  await client.query(
    `insert into match_lines (match_id, line_number, is_extra_line, home_player_id, away_player_id, home_attack,
       away_attack, home_line_score, away_line_score, home_total_score, away_total_score, played_at)
     select * from unnest($1::int[], $2::int[], $3::bool[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[],
       $9::int[], $10::int[], $11::int[], $12::timestamptz[])`,
    Array.from({ length: 12 }, (_, i) => column(i)),
  );
  await client.query(
    `update matches m set lines_played = l.lines, home_attack_total = l.home, away_attack_total = l.away
     from (select match_id, count(*)::int as lines, sum(home_attack)::int as home, sum(away_attack)::int as away
           from match_lines where match_id = any($1::int[]) group by match_id) l
     where m.id = l.match_id`,
    [withLines.map((m) => m.id)],
  );
  // The hall of fame's best attackers: keep each player's best line.
  await client.query(
    `insert into player_best_attacks (player_id, attack, match_id, season_level)
     select distinct on (b.player_id) b.player_id, b.attack, b.match_id, coalesce(p.season_level, 0)
     from (
       select home_player_id as player_id, home_attack as attack, match_id from match_lines
         where match_id = any($1::int[]) and home_player_id is not null
       union all
       select away_player_id, away_attack, match_id from match_lines
         where match_id = any($1::int[]) and away_player_id is not null
     ) b left join players p on p.id = b.player_id
     order by b.player_id, b.attack desc
     on conflict (player_id) do update set attack = excluded.attack, match_id = excluded.match_id,
       season_level = excluded.season_level
     where excluded.attack > player_best_attacks.attack`,
    [withLines.map((m) => m.id)],
  );
}

export async function insertEventPoints(
  client: Client,
  { eventPoints }: z.infer<typeof ingestEventPoints>,
): Promise<void> {
  const current = await currentSeasonId(client);
  const numbers = [...new Set(eventPoints.flatMap((e) => (e.seasonNumber ? [e.seasonNumber] : [])))];
  const seasonIds = await seasonIdsByNumber(client, numbers);
  const seasonOf = (e: (typeof eventPoints)[number]) =>
    e.seasonNumber ? seasonIds.get(e.seasonNumber) : current;
  if (eventPoints.some((e) => seasonOf(e) === undefined || seasonOf(e) === null)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'No season on record: send one to /api/game/ingest/seasons first',
    );
  }
  // Only awards not seen before reach the totals: a repeated award id is ignored.
  await client.query(
    `with awarded as (
       insert into team_event_points (source_key, season_id, team_id, kind, points, player_id, match_id, occurred_at)
       select * from unnest($1::text[], $2::int[], $3::int[], $4::event_point_kind[], $5::int[], $6::int[], $7::int[],
         $8::timestamptz[])
       on conflict (source_key) do nothing
       returning season_id, team_id, kind, points
     )
     insert into team_seasons (season_id, team_id, goal_points, assist_points, training_points, line_points)
     select season_id, team_id,
       coalesce(sum(points) filter (where kind = 'goal'), 0), coalesce(sum(points) filter (where kind = 'assist'), 0),
       coalesce(sum(points) filter (where kind = 'training'), 0), coalesce(sum(points) filter (where kind = 'line'), 0)
     from awarded group by season_id, team_id
     on conflict (season_id, team_id) do update set
       goal_points = team_seasons.goal_points + excluded.goal_points,
       assist_points = team_seasons.assist_points + excluded.assist_points,
       training_points = team_seasons.training_points + excluded.training_points,
       line_points = team_seasons.line_points + excluded.line_points`,
    [
      eventPoints.map((e) => `game:${e.id}`),
      eventPoints.map(seasonOf),
      eventPoints.map((e) => e.teamId),
      eventPoints.map((e) => e.kind),
      eventPoints.map((e) => e.points),
      eventPoints.map((e) => e.playerId ?? null),
      eventPoints.map((e) => e.matchId ?? null),
      eventPoints.map((e) => e.occurredAt),
    ],
  );
}
