import { z } from 'zod';

/**
 * Bounds every request value must respect before it reaches the database: PostgreSQL refuses a
 * NUL byte in text, an integer beyond its column and a date beyond year 9999, and each of those
 * would otherwise surface as a server error instead of the 400 a bad request deserves.
 */

/** The largest value of a PostgreSQL `integer` (int4) column: every id and count we store. */
export const INT4_MAX = 2_147_483_647;

/** Request ids, in a path or query (text, coerced) or in a JSON body (a number). */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);
export const idBody = z.number().int().positive().max(INT4_MAX);

/** A page number, an offset or a size taken from a query string. */
export const pageParam = z.coerce.number().int().min(1).max(100_000);
export const offsetParam = z.coerce.number().int().min(0).max(INT4_MAX);
/** A list size that the route clamps to its own range: any integer is fine, the bound keeps it finite. */
export const sizeParam = z.coerce.number().int().min(-INT4_MAX).max(INT4_MAX);

/** True when a text holds a NUL character (PostgreSQL cannot store one). */
export const hasNulByte = (value: string) => value.includes('\u0000');

/** A trimmed, non-empty text of at most `max` characters, without a NUL character. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasNulByte(value), 'must not contain a NUL character');

/** A calendar day `YYYY-MM-DD` that exists and lies within 2000–2100 (the game's plausible range). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    const year = Number(value.slice(0, 4));
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && year >= 2000 && year <= 2100
    );
  }, 'must be a real date between 2000 and 2100');
