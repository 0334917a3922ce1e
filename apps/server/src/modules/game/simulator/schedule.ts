import { dayNumber, startOfDayKey } from '../../../lib/game-day.ts';
import { intBetween, randomFor } from '../../../lib/prng.ts';
import { RANDOM_STREAMS } from './rules.ts';

export interface Fixture {
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: Date;
}

/** Kick-offs fall on 5-minute marks between 00:05 and 23:30 of the game day. */
const FIRST_SLOT = 1;
const LAST_SLOT = 282;
const SLOT_MS = 5 * 60_000;

/**
 * A league day: the teams drawn into pairs at random (the same draw for the same day and
 * seed), kick-offs spread over the whole day, sorted by time.
 */
export function planLeagueDay(options: {
  seed: number;
  day: string;
  timeZone: string;
  teamIds: readonly number[];
  matchesPerDay: number;
}): Fixture[] {
  const random = randomFor(options.seed, RANDOM_STREAMS.leagueDay, dayNumber(options.day));
  const order = [...options.teamIds].sort((a, b) => a - b);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const start = startOfDayKey(options.day, options.timeZone).getTime();
  const count = Math.min(Math.floor(order.length / 2), options.matchesPerDay);
  const fixtures: Fixture[] = [];
  for (let k = 0; k < count; k++) {
    const slot = intBetween(random, FIRST_SLOT, LAST_SLOT);
    fixtures.push({
      homeTeamId: order[2 * k] as number,
      awayTeamId: order[2 * k + 1] as number,
      kickoffAt: new Date(start + slot * SLOT_MS),
    });
  }
  return fixtures.sort(
    (a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.homeTeamId - b.homeTeamId,
  );
}
