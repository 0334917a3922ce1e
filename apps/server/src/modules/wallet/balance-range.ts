import type { BalanceRange } from '@pitchside/contract/webshop';
import { dayStart, monthStart } from '../../lib/game-day.ts';

const DAY_MS = 86_400_000;

/** The [from, to) window of a balance-history range, with day edges in GAME_TIMEZONE. */
export function balanceWindow(range: BalanceRange, now: Date, timeZone: string): { from: Date; to: Date } {
  const far = new Date(now.getTime() + DAY_MS);
  switch (range) {
    case 'today':
      return { from: dayStart(now, timeZone), to: dayStart(now, timeZone, 1) };
    case 'yesterday':
      return { from: dayStart(now, timeZone, -1), to: dayStart(now, timeZone) };
    case 'last7days':
      return { from: new Date(now.getTime() - 7 * DAY_MS), to: far };
    case 'last30days':
      return { from: new Date(now.getTime() - 30 * DAY_MS), to: far };
    case 'thisMonth':
      return { from: monthStart(now, timeZone), to: far };
    case 'allTime':
      return { from: new Date(0), to: far };
  }
}
