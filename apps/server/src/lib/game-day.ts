/**
 * Game days: "today", "yesterday" and "reset at 00:00" are midnights in GAME_TIMEZONE
 * (DESIGN.md §1), computed with Intl alone. Days are named YYYY-MM-DD.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant of local midnight starting the given calendar day (month 1-based; day may overflow). */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle days where the offset changes (DST) between the guess and the answer.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The start of the game day containing `date`, moved by `deltaDays` whole days. */
export function dayStart(date: Date, timeZone: string, deltaDays = 0): Date {
  const t = localTime(date.getTime(), timeZone);
  return midnight(t.year, t.month, t.day + deltaDays, timeZone);
}

/** YYYY-MM-DD of the game day containing `date`. */
export function dayKey(date: Date, timeZone: string): string {
  const t = localTime(date.getTime(), timeZone);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** The start of a named game day (YYYY-MM-DD). */
export function startOfDayKey(key: string, timeZone: string, deltaDays = 0): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return midnight(year, month, day + deltaDays, timeZone);
}

/** The start of the calendar month containing `date`. */
export function monthStart(date: Date, timeZone: string): Date {
  const t = localTime(date.getTime(), timeZone);
  return midnight(t.year, t.month, 1, timeZone);
}

/** Whole days since 1970-01-01 of a YYYY-MM-DD key: a stable number for seeding a day's draw. */
export function dayNumber(key: string): number {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}
