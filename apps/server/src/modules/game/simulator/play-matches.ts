import type pg from 'pg';
import type { PremiumType } from '@pitchside/contract/stats';
import { BatchWrites } from './batch-writes.ts';
import { flushBatch } from './flush-batch.ts';
import { matchStateAt, planMatch, type SquadPlayer } from './match-plan.ts';
import type { OpenMatch } from './open-match.ts';

interface SquadRow {
  id: number;
  team_id: number;
  level: number;
  season_level: number;
  premium_type: PremiumType;
}

export interface PlayCounts {
  kickedOff: number;
  finished: number;
  lines: number;
}

/**
 * Brings a batch of open matches up to `now`: stores the lines that became due, and with each
 * line its goal, assist, golden cards, team event points and the players' season totals, in
 * one transaction. A line is written exactly once (lines_played moves forward with it).
 */
export async function playMatches(
  client: pg.PoolClient,
  seed: number,
  open: readonly OpenMatch[],
  now: Date,
): Promise<PlayCounts> {
  const teamIds = [...new Set(open.flatMap((m) => [m.home_team_id, m.away_team_id]))];
  const squadRows = await client.query<SquadRow>(
    'select id, team_id, level, season_level, premium_type from players where team_id = any($1::int[])',
    [teamIds],
  );
  const squads = new Map<number, SquadPlayer[]>();
  const seasonLevel = new Map<number, number>();
  for (const row of squadRows.rows) {
    const squad = squads.get(row.team_id) ?? [];
    squad.push({ id: row.id, level: row.level, premiumType: row.premium_type });
    squads.set(row.team_id, squad);
    seasonLevel.set(row.id, row.season_level);
  }

  const writes = new BatchWrites(seasonLevel);
  const counts: PlayCounts = { kickedOff: 0, finished: 0, lines: 0 };
  for (const match of open) {
    const kickoffAt = match.kickoff_at;
    const plan = planMatch(
      seed,
      {
        id: match.id,
        kickoffAt,
        stage: match.stage,
        homeTeamId: match.home_team_id,
        awayTeamId: match.away_team_id,
      },
      squads.get(match.home_team_id) ?? [],
      squads.get(match.away_team_id) ?? [],
    );
    const state = matchStateAt(plan, kickoffAt, now);
    const fresh = state.lines.filter((line) => line.lineNumber > match.lines_played);
    if (state.status === match.status && fresh.length === 0) continue;
    if (match.status === 'scheduled') counts.kickedOff++;
    if (state.status === 'finished') counts.finished++;
    counts.lines += fresh.length;
    for (const line of fresh) writes.line(match, line);
    if (state.status === 'finished') writes.finish(match, plan.lines);
    const last = fresh[fresh.length - 1];
    writes.match({
      id: match.id,
      status: state.status,
      startedAt: kickoffAt,
      finishedAt: state.status === 'finished' ? plan.finishesAt : null,
      homeScore: last ? last.homeTotalScore : match.home_score,
      awayScore: last ? last.awayTotalScore : match.away_score,
      linesPlayed: last ? last.lineNumber : match.lines_played,
      homeAttack: fresh.reduce((sum, l) => sum + l.homeAttack, 0),
      awayAttack: fresh.reduce((sum, l) => sum + l.awayAttack, 0),
    });
  }
  if (writes.empty) return counts;
  await client.query('begin');
  try {
    await flushBatch(client, writes);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  return counts;
}
