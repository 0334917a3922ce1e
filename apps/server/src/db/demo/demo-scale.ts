/**
 * How big the demo world is. `default` feels like a live game on a laptop; `large` is for
 * benchmarks (DEMO_SCALE=large); `tiny` keeps tests fast.
 */
export type DemoScaleName = 'tiny' | 'default' | 'large';

export interface DemoScale {
  teams: number;
  players: number;
  matchesPerDay: number;
  purchases: number;
}

export const DEMO_SCALES: Record<DemoScaleName, DemoScale> = {
  tiny: { teams: 24, players: 480, matchesPerDay: 12, purchases: 400 },
  default: { teams: 500, players: 10_000, matchesPerDay: 250, purchases: 6_000 },
  large: { teams: 50_000, players: 1_000_000, matchesPerDay: 2_500, purchases: 300_000 },
};

/** The world is a function of this seed; change DEMO_VERSION whenever the generator changes. */
export const DEMO_SEED = 20_261_122;
export const DEMO_VERSION = 1;

export const CURRENT_SEASON = 12;
export const FIRST_SEASON = 9;
export const SEASON_DAYS = 56;
/** Season 12 started this many days before the world was created. */
export const DAYS_INTO_SEASON = 21;
