import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter.ts';

/**
 * Abuse limits of the account flows. Each flow is limited per IP (scripted guessing) and per
 * account (one player targeted from many addresses). Windows are 15 minutes (sign-up: an
 * hour), so nobody can lock a player out of their account for long.
 */
const LOGIN = 'Too many attempts. Please try again later.';
const RESET = 'Too many password reset attempts. Please try again later.';
const VERIFY = 'Too many attempts. Please request a new code';
const RESEND = 'Too many requests. Please wait before trying again';
const GENERIC = 'Too many requests. Please try again later.';
const MIN = 60_000;

const RULES = {
  login: [
    { name: 'login-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' },
    { name: 'login-account', max: 10, windowMs: 15 * MIN, message: LOGIN, by: 'account' },
  ],
  register: [{ name: 'register-ip', max: 20, windowMs: 60 * MIN, message: GENERIC, by: 'ip' }],
  verify: [
    { name: 'verify-ip', max: 30, windowMs: 15 * MIN, message: VERIFY, by: 'ip' },
    { name: 'verify-account', max: 10, windowMs: 15 * MIN, message: VERIFY, by: 'account' },
  ],
  resend: [
    { name: 'resend-ip', max: 10, windowMs: 15 * MIN, message: RESEND, by: 'ip' },
    { name: 'resend-account', max: 5, windowMs: 15 * MIN, message: RESEND, by: 'account' },
  ],
  forgot: [
    { name: 'forgot-ip', max: 10, windowMs: 15 * MIN, message: RESET, by: 'ip' },
    { name: 'forgot-account', max: 3, windowMs: 15 * MIN, message: RESET, by: 'account' },
  ],
  // The reset routes carry a token, not an address: they count per IP and per token, so junk
  // tokens from anyone never touch a real player's reset.
  resetToken: [
    { name: 'reset-ip', max: 20, windowMs: 15 * MIN, message: RESET, by: 'ip' },
    { name: 'reset-token', max: 10, windowMs: 15 * MIN, message: RESET, by: 'token' },
  ],
  // A logged-in player's own changes: per IP and per player (a stolen session guessing).
  changePassword: [
    { name: 'change-password-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' },
    { name: 'change-password-user', max: 10, windowMs: 15 * MIN, message: LOGIN, by: 'user' },
  ],
  changeEmail: [
    { name: 'change-email-ip', max: 30, windowMs: 15 * MIN, message: VERIFY, by: 'ip' },
    { name: 'change-email-user', max: 10, windowMs: 15 * MIN, message: VERIFY, by: 'user' },
  ],
  referral: [{ name: 'referral-ip', max: 30, windowMs: 5 * MIN, message: GENERIC, by: 'ip' }],
} satisfies Record<string, Array<LimitRule & { by: 'ip' | 'account' | 'user' | 'token' }>>;

export type AccountFlow = keyof typeof RULES;

const accountOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : 'none';
};
/** Only a hash of the token is kept as a key, never the token itself. */
const tokenOf = (request: FastifyRequest) => {
  const body = request.body as { token?: unknown } | undefined;
  return createHash('sha256')
    .update(typeof body?.token === 'string' ? body.token : '')
    .digest('hex');
};
const userOf = (request: FastifyRequest) => String(request.auth?.user.id ?? 'none');
const keyOf = {
  ip: (request: FastifyRequest) => request.ip,
  account: accountOf,
  token: tokenOf,
  user: userOf,
};

/** preHandlers per flow; `scale` multiplies every maximum (RATE_LIMIT_SCALE). */
export function accountRateLimits(limits: RateLimits, scale: number) {
  const guard = (flow: AccountFlow) => async (request: FastifyRequest) => {
    await limits.check(
      RULES[flow].map((rule) => ({
        rule: { ...rule, max: Math.ceil(rule.max * scale) },
        key: keyOf[rule.by](request),
      })),
    );
  };
  return Object.fromEntries(Object.keys(RULES).map((flow) => [flow, guard(flow as AccountFlow)])) as Record<
    AccountFlow,
    ReturnType<typeof guard>
  >;
}
