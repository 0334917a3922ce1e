import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session tokens and reset links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: enough for 256-bit random values, and fast to look up. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A six-digit e-mail code, uniformly drawn (leading zeros allowed). */
export const randomSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
