import type pg from 'pg';
import type { CupStage, MatchStatus } from '@pitchside/contract/match-stats';
import { LINE_ATTACK_THRESHOLD, TEAM_EVENT_POINTS, type PremiumType } from '@pitchside/contract/stats';
import { matchStateAt, planMatch, type PlannedLine, type SquadPlayer } from './match-plan.ts';

/** A match whose kick-off has passed and which is not finished yet, as stored. */
export interface OpenMatch {
  id: number;
  season_id: number;
  stage: CupStage;
  status: MatchStatus;
  kickoff_at: Date;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  lines_played: number;
}

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
    await writes.flush(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  return counts;
}

interface MatchUpdate {
  id: number;
  status: MatchStatus;
  startedAt: Date;
  finishedAt: Date | null;
  homeScore: number;
  awayScore: number;
  linesPlayed: number;
  homeAttack: number;
  awayAttack: number;
}

type EventKind = 'goal' | 'assist' | 'line';

const columns = (count: number): unknown[][] => Array.from({ length: count }, () => []);

/** Collects a batch's rows column by column, so each table takes one `unnest` insert. */
class BatchWrites {
  private readonly lines = columns(12);
  private readonly events: Record<'goals' | 'assists' | 'cards', unknown[][]> = {
    goals: columns(6),
    assists: columns(6),
    cards: columns(6),
  };
  private readonly playerSeasons = new Map<string, number[]>();
  private readonly teamPoints = new Map<
    string,
    { season: number; team: number; match: number; kind: EventKind; points: number; at: Date }
  >();
  private readonly bestAttack = new Map<number, [number, number]>();
  private readonly matches = columns(9);

  constructor(private readonly seasonLevel: Map<number, number>) {}

  get empty(): boolean {
    return this.matches[0]?.length === 0;
  }

  line(match: OpenMatch, line: PlannedLine): void {
    const values = [
      match.id,
      line.lineNumber,
      line.isExtraLine,
      line.homePlayerId,
      line.awayPlayerId,
      line.homeAttack,
      line.awayAttack,
      line.homeLineScore,
      line.awayLineScore,
      line.homeTotalScore,
      line.awayTotalScore,
      line.playedAt,
    ];
    values.forEach((value, i) => this.lines[i]?.push(value));

    const event = (kind: 'goals' | 'assists' | 'cards', playerId: number, teamId: number) => {
      const row = [match.id, line.lineNumber, playerId, teamId, match.season_id, line.playedAt];
      row.forEach((value, i) => this.events[kind][i]?.push(value));
    };
    if (line.goal) {
      event('goals', line.goal.playerId, line.goal.teamId);
      this.season(match.season_id, line.goal.playerId, 0);
      this.points(match, line.goal.teamId, 'goal', TEAM_EVENT_POINTS.goal, line.playedAt);
    }
    if (line.assist) {
      event('assists', line.assist.playerId, line.assist.teamId);
      this.season(match.season_id, line.assist.playerId, 1);
      this.points(match, line.assist.teamId, 'assist', TEAM_EVENT_POINTS.assist, line.playedAt);
    }
    for (const card of line.goldenCards) {
      event('cards', card.playerId, card.teamId);
      this.season(match.season_id, card.playerId, 2);
    }
    const sides = [
      [line.homePlayerId, line.homeAttack, match.home_team_id],
      [line.awayPlayerId, line.awayAttack, match.away_team_id],
    ] as const;
    for (const [playerId, attack, teamId] of sides) {
      if (playerId === null) continue;
      if (attack >= LINE_ATTACK_THRESHOLD)
        this.points(match, teamId, 'line', TEAM_EVENT_POINTS.line, line.playedAt);
      const best = this.bestAttack.get(playerId);
      if (!best || attack > best[0]) this.bestAttack.set(playerId, [attack, match.id]);
    }
  }

  /** Every player who took a line of the match played it once more this season. */
  finish(match: OpenMatch, lines: readonly PlannedLine[]): void {
    const played = new Set<number>();
    for (const line of lines) {
      if (line.homePlayerId !== null) played.add(line.homePlayerId);
      if (line.awayPlayerId !== null) played.add(line.awayPlayerId);
    }
    for (const playerId of played) this.season(match.season_id, playerId, 3);
  }

  match(update: MatchUpdate): void {
    const values = [
      update.id,
      update.status,
      update.startedAt,
      update.finishedAt,
      update.homeScore,
      update.awayScore,
      update.linesPlayed,
      update.homeAttack,
      update.awayAttack,
    ];
    values.forEach((value, i) => this.matches[i]?.push(value));
  }

  /** Counter index: 0 goals, 1 assists, 2 golden cards, 3 matches played. */
  private season(seasonId: number, playerId: number, counter: number): void {
    const key = `${seasonId}:${playerId}`;
    const totals = this.playerSeasons.get(key) ?? [
      seasonId,
      playerId,
      this.seasonLevel.get(playerId) ?? 0,
      0,
      0,
      0,
      0,
    ];
    totals[3 + counter] = (totals[3 + counter] ?? 0) + 1;
    this.playerSeasons.set(key, totals);
  }

  private points(match: OpenMatch, team: number, kind: EventKind, points: number, at: Date): void {
    const key = `demo:match:${match.id}:${team}:${kind}`;
    const entry = this.teamPoints.get(key);
    if (entry) {
      entry.points += points;
      entry.at = at;
    } else this.teamPoints.set(key, { season: match.season_id, team, match: match.id, kind, points, at });
  }

  async flush(client: pg.PoolClient): Promise<void> {
    await client.query(
      `insert into match_lines (match_id, line_number, is_extra_line, home_player_id, away_player_id, home_attack,
         away_attack, home_line_score, away_line_score, home_total_score, away_total_score, played_at)
       select * from unnest($1::int[], $2::int[], $3::bool[], $4::int[], $5::int[], $6::int[], $7::int[],
         $8::int[], $9::int[], $10::int[], $11::int[], $12::timestamptz[])
       on conflict do nothing`,
      this.lines,
    );
    for (const [kind, table] of [
      ['goals', 'goals'],
      ['assists', 'assists'],
      ['cards', 'golden_cards'],
    ] as const) {
      if (this.events[kind][0]?.length === 0) continue;
      await client.query(
        `insert into ${table} (match_id, line_number, player_id, team_id, season_id, occurred_at)
         select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::timestamptz[])
         on conflict do nothing`,
        this.events[kind],
      );
    }
    await this.flushSeasonTotals(client);
    await this.flushTeamPoints(client);
    const best = [...this.bestAttack];
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
        best.map(([id]) => this.seasonLevel.get(id) ?? 0),
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
      this.matches,
    );
  }

  private async flushSeasonTotals(client: pg.PoolClient): Promise<void> {
    const rows = [...this.playerSeasons.values()];
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

  private async flushTeamPoints(client: pg.PoolClient): Promise<void> {
    const entries = [...this.teamPoints];
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
}
