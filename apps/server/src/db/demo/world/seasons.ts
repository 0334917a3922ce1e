import { dayStart } from '../../../lib/game-day.ts';
import { CURRENT_SEASON, DAYS_INTO_SEASON, FIRST_SEASON, SEASON_DAYS } from '../demo-scale.ts';
import type { SeasonSeed } from './seed-rows.ts';

/** Seasons 9–11 finished back to back; season 12 started DAYS_INTO_SEASON days ago. */
export function planSeasons(now: Date, timeZone: string): SeasonSeed[] {
  const seasons: SeasonSeed[] = [];
  for (let number = FIRST_SEASON; number <= CURRENT_SEASON; number++) {
    const back = (CURRENT_SEASON - number) * SEASON_DAYS + DAYS_INTO_SEASON;
    seasons.push({
      number,
      name: `Season ${number}`,
      startsAt: dayStart(now, timeZone, -back),
      endsAt: dayStart(now, timeZone, -back + SEASON_DAYS),
    });
  }
  return seasons;
}

/** The season a moment falls in; none for a moment before the first or between seasons. */
export function seasonAt(seasons: readonly SeasonSeed[], time: number): SeasonSeed | undefined {
  return seasons.find((s) => s.startsAt.getTime() <= time && time < s.endsAt.getTime());
}
