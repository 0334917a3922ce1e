import type pg from 'pg';
import type { z } from 'zod';
import type { ingestMatches } from '@pitchside/contract/game-ingest';
import { INSERT_MATCH_LINES, matchLineRow } from '../match-lines-table.ts';
import { seasonIdsByNumber } from './seasons.ts';

type Client = pg.PoolClient;

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
  const rows: unknown[][] = [];
  for (const match of withLines) {
    let home = 0;
    let away = 0;
    for (const line of [...(match.lines ?? [])].sort((a, b) => a.lineNumber - b.lineNumber)) {
      home += line.homeLineScore;
      away += line.awayLineScore;
      rows.push(matchLineRow(match.id, line, home, away));
    }
  }
  const column = (i: number) => rows.map((r) => r[i] ?? null);
  await client.query(
    INSERT_MATCH_LINES,
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
