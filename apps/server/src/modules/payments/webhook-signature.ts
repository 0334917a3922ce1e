import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/security/tokens.ts';

export const SANDBOX_SIGNATURE_HEADER = 'pitchside-signature';
const TOLERANCE_SECONDS = 300;

/** Stripe's scheme: `t=<unix>,v1=<hex hmac of "t.body">`, so the same checks serve both. */
export function signWebhook(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
) {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
  );
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isFinite(t)) return false;
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return safeEqual(expected, parts.v1);
}
