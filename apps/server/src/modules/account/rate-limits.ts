import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter.ts';

/**
 * Abuse limits of the account flows. Each flow is limited per IP (scripted guessing) and per
 * account (one player targeted from many addresses); wrong passwords as described below. Windows are 15 minutes (sign-up: an
 * hour), so nobody can lock a player out of their account for long.
 */
const LOGIN = 'Too many attempts. Please try again later.';
const RESET = 'Too many password reset attempts. Please try again later.';
const VERIFY = 'Too many attempts. Please request a new code';
const RESEND = 'Too many requests. Please wait before trying again';
const GENERIC = 'Too many requests. Please try again later.';
const MIN = 60_000;

const RULES = {
  // Every login attempt per IP here; wrong passwords per account are counted by PASSWORD_RULES
  // below, apart for each address and for each browser that signed in before (issue 31).
  login: [{ name: 'login-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' }],
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
  // A sign-in link from the game carries a 256-bit token that works once: counted per IP, like
  // the reset links, so nobody can script guesses at it.
  gameSignIn: [{ name: 'game-sign-in-ip', max: 20, windowMs: 15 * MIN, message: GENERIC, by: 'ip' }],
  // Data rights: a deletion asks for the password (guessing it, like a password change), and an
  // export reads every record of the player (a handful a quarter-hour is plenty).
  deleteAccount: [
    { name: 'delete-account-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' },
    { name: 'delete-account-user', max: 10, windowMs: 15 * MIN, message: LOGIN, by: 'user' },
  ],
  exportData: [{ name: 'export-data-user', max: 5, windowMs: 15 * MIN, message: GENERIC, by: 'user' }],
  // Authenticator codes: per IP and per challenge here; each challenge also stops after 5 wrong
  // codes, and wrong codes are counted per account across challenges (SECOND_FACTOR_ACCOUNT
  // below), so a new password login does not buy fresh guesses.
  twoFactor: [
    { name: 'two-factor-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' },
    { name: 'two-factor-challenge', max: 10, windowMs: 15 * MIN, message: LOGIN, by: 'challenge' },
  ],
  twoFactorManage: [
    { name: 'two-factor-manage-ip', max: 30, windowMs: 15 * MIN, message: LOGIN, by: 'ip' },
    { name: 'two-factor-manage-user', max: 10, windowMs: 15 * MIN, message: LOGIN, by: 'user' },
  ],
} satisfies Record<string, Array<LimitRule & { by: 'ip' | 'account' | 'user' | 'token' | 'challenge' }>>;

export type AccountFlow = keyof typeof RULES;

/**
 * Wrong second-factor codes of one account, whatever challenge or address they came with: 10 an
 * hour, so an attacker with the password gets 10 guesses at a 6-digit code an hour, not 50 per
 * quarter-hour. Counted only on a wrong code, checked before every code.
 */
const SECOND_FACTOR_ACCOUNT: LimitRule = {
  name: 'two-factor-account',
  max: 10,
  windowMs: 60 * MIN,
  message: LOGIN,
};

export interface SecondFactorLimit {
  /** 429 when the account has had its wrong codes for the hour. */
  refuseIfSpent(userId: number): Promise<void>;
  countFailure(userId: number): Promise<void>;
}

export function secondFactorLimit(limits: RateLimits, scale: number): SecondFactorLimit {
  const rule = { ...SECOND_FACTOR_ACCOUNT, max: Math.ceil(SECOND_FACTOR_ACCOUNT.max * scale) };
  return {
    refuseIfSpent: (userId) => limits.refuseIfSpent([{ rule, key: String(userId) }]),
    countFailure: (userId) => limits.countFailure([{ rule, key: String(userId) }]),
  };
}

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
/** A login challenge, by a hash like reset tokens. */
const challengeOf = (request: FastifyRequest) => {
  const body = request.body as { challenge?: unknown } | undefined;
  return createHash('sha256')
    .update(typeof body?.challenge === 'string' ? body.challenge : '')
    .digest('hex');
};
const keyOf = {
  challenge: challengeOf,
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

/**
 * Wrong passwords (issue 31, OWASP "blocking brute force attacks"). They are counted per account
 * and address, and per account across all addresses, for browsers that never signed in to the
 * account; a browser that did (its device cookie, known-devices.ts) is counted on its own. So
 * strangers' guesses, from one address or many, never lock the owner out of a browser they use.
 * Only wrong passwords count, and a spent counter refuses even the right one.
 */
const PASSWORD_RULES = {
  // Metric labels: `login-account` is the account at one address, as the per-account rule was.
  source: { name: 'login-account', max: 10, windowMs: 15 * MIN, message: LOGIN },
  account: { name: 'login-account-anywhere', max: 20, windowMs: 15 * MIN, message: LOGIN },
  device: { name: 'login-account-device', max: 10, windowMs: 15 * MIN, message: LOGIN },
} satisfies Record<string, LimitRule>;

export interface PasswordAttempt {
  /** The e-mail as typed, lowercased: unknown addresses are counted like known ones. */
  account: string;
  ip: string | undefined;
  /** The hash of the browser's device cookie when it has signed in to this account before. */
  knownDevice?: string | undefined;
}

export interface PasswordLimit {
  refuseIfSpent(attempt: PasswordAttempt): Promise<void>;
  countFailure(attempt: PasswordAttempt): Promise<void>;
}

export function passwordLimit(limits: RateLimits, scale: number): PasswordLimit {
  const scaled = (rule: LimitRule) => ({ ...rule, max: Math.ceil(rule.max * scale) });
  const checksOf = ({ account, ip, knownDevice }: PasswordAttempt) => {
    const key = createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
    return knownDevice
      ? [{ rule: scaled(PASSWORD_RULES.device), key: `${key}:${knownDevice}` }]
      : [
          { rule: scaled(PASSWORD_RULES.source), key: `${key}:${ip ?? 'none'}` },
          { rule: scaled(PASSWORD_RULES.account), key },
        ];
  };
  return {
    refuseIfSpent: (attempt) => limits.refuseIfSpent(checksOf(attempt)),
    countFailure: (attempt) => limits.countFailure(checksOf(attempt)),
  };
}
