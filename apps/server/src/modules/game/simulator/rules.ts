import { LINE_ATTACK_THRESHOLD, TEAM_EVENT_POINTS, type PremiumType } from '@pitchside/contract/stats';
import { randomFor, type Random } from '../../../lib/prng.ts';

/**
 * The rules of the simulated game, shared by the demo generator (which invents a season's
 * history with them) and the match simulator (which plays today's matches with them), so
 * seeded totals and played matches look alike.
 */

/** One random stream per kind of thing, so adding players never changes a match's outcome. */
export const RANDOM_STREAMS = {
  player: 1,
  nickname: 2,
  team: 3,
  referral: 4,
  purchase: 5,
  finals: 6,
  leagueDay: 7,
  match: 8,
  training: 9,
  seasonStats: 10,
} as const;

export const REGULAR_LINES = 10;
/** Real time between two lines: a 10-line match lasts 12 minutes. */
export const LINE_INTERVAL_MS = 72_000;
/** Line attacks within this share of each other end 0–0 (keeps scores football-like). */
export const DRAWN_LINE_MARGIN = 0.06;
export const ASSIST_CHANCE = 0.7;

/** Premium perks of spec §9 that touch a match: shoot chance and golden card chance. */
const SHOOT_BONUS: Record<PremiumType, number> = { none: 0, silver: 0.01, platinum: 0.03 };
const GOLDEN_CARD_BONUS: Record<PremiumType, number> = { none: 0, silver: 0.02, platinum: 0.05 };
const GOLDEN_CARD_BASE = 0.03;

const ATTACK_BASE = 15_000;
const ATTACK_PER_LEVEL = 700;
const ATTACK_SPREAD = 35_000;

export function attackFor(level: number, premium: PremiumType, random: Random): number {
  const raw = ATTACK_BASE + level * ATTACK_PER_LEVEL + random() * ATTACK_SPREAD;
  return Math.round(raw * (1 + SHOOT_BONUS[premium]));
}

/** The chance a player of this level deals 90,000+ attacks in a line (for seeded line points). */
export function strongLineChance(level: number): number {
  const top = ATTACK_BASE + level * ATTACK_PER_LEVEL + ATTACK_SPREAD;
  return Math.min(Math.max((top - LINE_ATTACK_THRESHOLD) / ATTACK_SPREAD, 0), 1);
}

export function goldenCardChance(premium: PremiumType): number {
  return GOLDEN_CARD_BASE + GOLDEN_CARD_BONUS[premium];
}

/** Daily training (spec §9): +12 with a goal, +5 without; every team takes part. */
export function trainingPoints(seed: number, teamId: number, day: number): number {
  const scored = randomFor(seed, RANDOM_STREAMS.training, teamId, day)() < 0.6;
  return scored ? TEAM_EVENT_POINTS.trainingWithGoal : TEAM_EVENT_POINTS.trainingWithoutGoal;
}
