export const PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const parseDay = (value: string | null) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
};
/** `YYYY-MM-DD` of a local date, for date inputs and the address. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A period as whole local days [from, to): every period ends tonight at midnight, so today
 * counts in full and no future day is drawn. A custom period is its two dates, both included.
 */
export function rangeOf(
  period: Period,
  now: Date,
  custom: { from: string | null; to: string | null } = { from: null, to: null },
): { from: string; to: string } {
  const tomorrow = addDays(startOfDay(now), 1);
  const fromDays = { today: 0, '7d': 6, '30d': 29 } as const;
  if (period === 'month') {
    return { from: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(), to: tomorrow.toISOString() };
  }
  if (period === 'custom') {
    const from = parseDay(custom.from);
    const to = parseDay(custom.to);
    if (from && to && to >= from) return { from: from.toISOString(), to: addDays(to, 1).toISOString() };
    return rangeOf('30d', now);
  }
  return { from: addDays(startOfDay(now), -fromDays[period]).toISOString(), to: tomorrow.toISOString() };
}
