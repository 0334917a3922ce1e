import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Building blocks of the settings' schemas. An empty variable (`FOO=` in a .env file) counts as
 * unset, so a template with blank lines starts like one without them.
 */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
export const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

export function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A comma-separated list (`a, b,c`): entries trimmed and normalized, blanks dropped; unset is
 * the empty list. `valid` judges the whole list, `message` says what a good one looks like.
 */
export const commaList = (
  normalize: (entry: string) => string,
  valid: (entries: string[]) => boolean,
  message: string,
) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map(normalize).filter(Boolean))
      .refine(valid, { message }),
  );
