import type { CupStage, MatchStatus } from '@pitchside/contract/match-stats';
import type { PremiumType } from '@pitchside/contract/stats';
import { randomFor, type Random } from '../../../lib/prng.ts';
import {
  ASSIST_CHANCE,
  DRAWN_LINE_MARGIN,
  LINE_INTERVAL_MS,
  RANDOM_STREAMS,
  REGULAR_LINES,
  attackFor,
  goldenCardChance,
} from './rules.ts';
import type { MatchLine } from '../match-lines-table.ts';

/**
 * A match as a pure function: the same seed, match and squads always give the same lines at
 * the same moments. The simulator stores whatever part of the plan is due at "now", so a
 * restart, a second server or a late tick all arrive at the same result.
 */
export interface SquadPlayer {
  id: number;
  level: number;
  premiumType: PremiumType;
}

export interface MatchToPlay {
  id: number;
  kickoffAt: Date;
  stage: CupStage;
  homeTeamId: number;
  awayTeamId: number;
}

export interface PlayerRef {
  playerId: number;
  teamId: number;
}

/** A line as the table stores it (match-lines-table.ts), with its totals and events. */
export interface PlannedLine extends MatchLine {
  playedAt: Date;
  homeTotalScore: number;
  awayTotalScore: number;
  goal: PlayerRef | null;
  assist: PlayerRef | null;
  goldenCards: PlayerRef[];
}

export interface MatchPlan {
  lines: PlannedLine[];
  finishesAt: Date;
}

/** The ten strongest players take the lines (level desc, then id), in that order. */
export function lineUp(squad: readonly SquadPlayer[]): SquadPlayer[] {
  return [...squad].sort((a, b) => b.level - a.level || a.id - b.id).slice(0, REGULAR_LINES);
}

export function planMatch(
  seed: number,
  match: MatchToPlay,
  homeSquad: readonly SquadPlayer[],
  awaySquad: readonly SquadPlayer[],
): MatchPlan {
  const home = lineUp(homeSquad);
  const away = lineUp(awaySquad);
  const lines: PlannedLine[] = [];
  let homeTotal = 0;
  let awayTotal = 0;
  for (let n = 1; n <= REGULAR_LINES; n++) {
    const line = playLine(seed, match, n, false, home, away, homeTotal, awayTotal);
    lines.push(line);
    homeTotal = line.homeTotalScore;
    awayTotal = line.awayTotalScore;
  }
  // A cup match cannot end level: one extra line, which always has a winner, decides it.
  if (match.stage !== 'league' && homeTotal === awayTotal) {
    lines.push(playLine(seed, match, REGULAR_LINES + 1, true, home, away, homeTotal, awayTotal));
  }
  const last = lines[lines.length - 1];
  return { lines, finishesAt: last ? last.playedAt : match.kickoffAt };
}

function playLine(
  seed: number,
  match: MatchToPlay,
  lineNumber: number,
  isExtraLine: boolean,
  home: readonly SquadPlayer[],
  away: readonly SquadPlayer[],
  homeTotal: number,
  awayTotal: number,
): PlannedLine {
  const random = randomFor(seed, RANDOM_STREAMS.match, match.id, lineNumber);
  const homePlayer = home.length > 0 ? home[(lineNumber - 1) % home.length] : undefined;
  const awayPlayer = away.length > 0 ? away[(lineNumber - 1) % away.length] : undefined;
  const homeAttack = homePlayer ? attackFor(homePlayer.level, homePlayer.premiumType, random) : 0;
  const awayAttack = awayPlayer ? attackFor(awayPlayer.level, awayPlayer.premiumType, random) : 0;

  const margin = isExtraLine ? 0 : DRAWN_LINE_MARGIN * Math.max(homeAttack, awayAttack);
  let winner: 'home' | 'away' | null = null;
  if (Math.abs(homeAttack - awayAttack) > margin) winner = homeAttack > awayAttack ? 'home' : 'away';
  else if (isExtraLine) winner = 'home';

  const scorer = winner === 'home' ? homePlayer : winner === 'away' ? awayPlayer : undefined;
  const scoringTeam = winner === 'home' ? match.homeTeamId : match.awayTeamId;
  const goal = scorer ? { playerId: scorer.id, teamId: scoringTeam } : null;
  const assister = scorer ? assistFrom(random, winner === 'home' ? home : away, scorer.id) : undefined;

  const goldenCards: PlayerRef[] = [];
  if (homePlayer && random() < goldenCardChance(homePlayer.premiumType)) {
    goldenCards.push({ playerId: homePlayer.id, teamId: match.homeTeamId });
  }
  if (awayPlayer && random() < goldenCardChance(awayPlayer.premiumType)) {
    goldenCards.push({ playerId: awayPlayer.id, teamId: match.awayTeamId });
  }

  const homeLineScore = winner === 'home' ? 1 : 0;
  const awayLineScore = winner === 'away' ? 1 : 0;
  return {
    lineNumber,
    isExtraLine,
    playedAt: new Date(match.kickoffAt.getTime() + lineNumber * LINE_INTERVAL_MS),
    homePlayerId: homePlayer?.id ?? null,
    awayPlayerId: awayPlayer?.id ?? null,
    homeAttack,
    awayAttack,
    homeLineScore,
    awayLineScore,
    homeTotalScore: homeTotal + homeLineScore,
    awayTotalScore: awayTotal + awayLineScore,
    goal,
    assist: assister ? { playerId: assister.id, teamId: scoringTeam } : null,
    goldenCards,
  };
}

function assistFrom(random: Random, lineup: readonly SquadPlayer[], scorerId: number) {
  const mates = lineup.filter((p) => p.id !== scorerId);
  if (mates.length === 0 || random() >= ASSIST_CHANCE) return undefined;
  return mates[Math.floor(random() * mates.length)];
}

export interface MatchState {
  status: MatchStatus;
  /** Lines played by `now`. */
  lines: PlannedLine[];
}

export function matchStateAt(plan: MatchPlan, kickoffAt: Date, now: Date): MatchState {
  if (now < kickoffAt) return { status: 'scheduled', lines: [] };
  const lines = plan.lines.filter((line) => line.playedAt <= now);
  return { status: now >= plan.finishesAt ? 'finished' : 'live', lines };
}
