import { dayKey, dayStart } from '../../lib/game-day.ts';

/** Today's game day and the next 00:00 in GAME_TIMEZONE (DESIGN.md §1 day boundary). */
export function dailyWindow(now: Date, timeZone: string) {
  const next = dayStart(now, timeZone, 1);
  const seconds = Math.max(0, Math.ceil((next.getTime() - now.getTime()) / 1000));
  return {
    gameDay: dayKey(now, timeZone),
    nextAvailable: next.toISOString(),
    secondsRemaining: seconds,
    hoursRemaining: Math.ceil(seconds / 3600),
  };
}
