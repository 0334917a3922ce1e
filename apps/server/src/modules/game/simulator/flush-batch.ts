import type pg from 'pg';
import { INSERT_MATCH_LINES } from '../match-lines-table.ts';
import type { BatchWrites } from './batch-writes.ts';

/**
 * Writes what a BatchWrites gathered: one `unnest` statement a table, inside the caller's
 * transaction. Inserts skip rows already there, so a batch written twice counts once.
 */
export async function flushBatch(client: pg.PoolClient, batch: BatchWrites): Promise<void> {
  await client.query(
    `${INSERT_MATCH_LINES}
     on conflict do nothing`,
    batch.lines,
  );
  for (const [kind, table] of [
    ['goals', 'goals'],
    ['assists', 'assists'],
    ['cards', 'golden_cards'],
  ] as const) {
    if (batch.events[kind][0]?.length === 0) continue;
    await client.query(
      `insert into ${table} (match_id, line_number, player_id, team_id, season_id, occurred_at)
       select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::timestamptz[])
       on conflict do nothing`,
      batch.events[kind],
    );
  }
  await flushSeasonTotals(client, batch);
  await flushTeamPoints(client, batch);
  const best = [...batch.bestAttack];
  await client.query(
    `insert into player_best_attacks (player_id, attack, match_id, season_level)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[])
     on conflict (player_id) do update set attack = excluded.attack, match_id = excluded.match_id,
       season_level = excluded.season_level
     where excluded.attack > player_best_attacks.attack`,
    [
      best.map(([id]) => id),
      best.map(([, [attack]]) => attack),
      best.map(([, [, matchId]]) => matchId),
      best.map(([id]) => batch.seasonLevel.get(id) ?? 0),
    ],
  );
  await client.query(
    `update matches m set status = u.status::match_status, started_at = coalesce(m.started_at, u.started_at),
       finished_at = u.finished_at, home_score = u.home_score, away_score = u.away_score,
       lines_played = u.lines_played, home_attack_total = m.home_attack_total + u.home_attack,
       away_attack_total = m.away_attack_total + u.away_attack
     from unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::int[], $7::int[],
       $8::int[], $9::int[]) as u(id, status, started_at, finished_at, home_score, away_score, lines_played,
       home_attack, away_attack)
     where m.id = u.id`,
    batch.matches,
  );
}

async function flushSeasonTotals(client: pg.PoolClient, batch: BatchWrites): Promise<void> {
  const rows = [...batch.playerSeasons.values()];
  if (rows.length === 0) return;
  const column = (i: number) => rows.map((r) => r[i] ?? 0);
  await client.query(
    `insert into player_seasons (season_id, player_id, season_level, goals, assists, golden_cards, matches_played)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
     on conflict (season_id, player_id) do update set
       goals = player_seasons.goals + excluded.goals,
       assists = player_seasons.assists + excluded.assists,
       golden_cards = player_seasons.golden_cards + excluded.golden_cards,
       matches_played = player_seasons.matches_played + excluded.matches_played`,
    [0, 1, 2, 3, 4, 5, 6].map(column),
  );
}

async function flushTeamPoints(client: pg.PoolClient, batch: BatchWrites): Promise<void> {
  const entries = [...batch.teamPoints];
  if (entries.length === 0) return;
  await client.query(
    `insert into team_event_points (source_key, season_id, team_id, match_id, kind, points, occurred_at)
     select * from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::event_point_kind[], $6::int[],
       $7::timestamptz[])
     on conflict (source_key) do update set points = team_event_points.points + excluded.points,
       occurred_at = excluded.occurred_at`,
    [
      entries.map(([key]) => key),
      entries.map(([, e]) => e.season),
      entries.map(([, e]) => e.team),
      entries.map(([, e]) => e.match),
      entries.map(([, e]) => e.kind),
      entries.map(([, e]) => e.points),
      entries.map(([, e]) => e.at),
    ],
  );
  const perTeam = new Map<string, [number, number, number, number, number]>();
  for (const [, e] of entries) {
    const key = `${e.season}:${e.team}`;
    const sums = perTeam.get(key) ?? [e.season, e.team, 0, 0, 0];
    const slot = e.kind === 'goal' ? 2 : e.kind === 'assist' ? 3 : 4;
    sums[slot] += e.points;
    perTeam.set(key, sums);
  }
  const sums = [...perTeam.values()];
  await client.query(
    `insert into team_seasons (season_id, team_id, goal_points, assist_points, line_points)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[])
     on conflict (season_id, team_id) do update set
       goal_points = team_seasons.goal_points + excluded.goal_points,
       assist_points = team_seasons.assist_points + excluded.assist_points,
       line_points = team_seasons.line_points + excluded.line_points`,
    [0, 1, 2, 3, 4].map((i) => sums.map((s) => s[i])),
  );
}
