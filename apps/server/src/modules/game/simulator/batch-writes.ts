import type { MatchStatus } from '@pitchside/contract/match-stats';
import { LINE_ATTACK_THRESHOLD, TEAM_EVENT_POINTS } from '@pitchside/contract/stats';
import { matchLineRow } from '../match-lines-table.ts';
import type { PlannedLine } from './match-plan.ts';
import type { OpenMatch } from './open-match.ts';

export interface MatchUpdate {
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

export type EventKind = 'goal' | 'assist' | 'line';

export interface TeamPointsEntry {
  season: number;
  team: number;
  match: number;
  kind: EventKind;
  points: number;
  at: Date;
}

const columns = (count: number): unknown[][] => Array.from({ length: count }, () => []);

/**
 * Collects a batch's rows column by column, so each table takes one `unnest` insert. It only
 * gathers; flush-batch.ts writes what it gathered, so the SQL stays apart from the bookkeeping.
 */
export class BatchWrites {
  readonly lines = columns(12);
  readonly events: Record<'goals' | 'assists' | 'cards', unknown[][]> = {
    goals: columns(6),
    assists: columns(6),
    cards: columns(6),
  };
  readonly playerSeasons = new Map<string, number[]>();
  readonly teamPoints = new Map<string, TeamPointsEntry>();
  readonly bestAttack = new Map<number, [number, number]>();
  readonly matches = columns(9);

  constructor(readonly seasonLevel: Map<number, number>) {}

  get empty(): boolean {
    return this.matches[0]?.length === 0;
  }

  line(match: OpenMatch, line: PlannedLine): void {
    const values = matchLineRow(match.id, line, line.homeTotalScore, line.awayTotalScore);
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
}
