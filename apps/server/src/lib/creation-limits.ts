import type { FastifyRequest } from 'fastify';
import type { LimitRule, RateLimits } from './rate-limiter.ts';

/**
 * How many things one player may open per hour: checkouts (purchases and upsells), gift links,
 * support tickets, ticket replies, messages with files and image uploads; and how often they may spin. Counted per account, since each needs a logged-in player; past the
 * limit the request answers the spec's 429 and nothing is created.
 */
const TOO_MANY = 'Too many requests. Please try again later.';
const HOUR = 60 * 60_000;

const RULES = {
  checkout: { name: 'create-checkout', max: 30, windowMs: HOUR, message: TOO_MANY },
  gift: { name: 'create-gift-link', max: 20, windowMs: HOUR, message: TOO_MANY },
  ticket: { name: 'create-ticket', max: 10, windowMs: HOUR, message: TOO_MANY },
  // Replies to one's tickets, and messages (tickets or replies) that carry files (issue 31).
  reply: { name: 'create-ticket-reply', max: 60, windowMs: HOUR, message: TOO_MANY },
  attachment: { name: 'attach-files', max: 20, windowMs: HOUR, message: TOO_MANY },
  // The wheel's own cooldown (3 s) already paces spins; this stops a script hammering it.
  spin: { name: 'spin', max: 30, windowMs: 60_000, message: TOO_MANY },
  upload: { name: 'upload-image', max: 30, windowMs: HOUR, message: TOO_MANY },
} satisfies Record<string, LimitRule>;

export type CreationKind = keyof typeof RULES;
export type CreationLimits = Record<CreationKind, (request: FastifyRequest) => Promise<void>>;

/** preHandlers (after the auth guard) per kind; `scale` multiplies every maximum (RATE_LIMIT_SCALE). */
export function creationLimits(limits: RateLimits, scale: number): CreationLimits {
  const guard = (kind: CreationKind) => async (request: FastifyRequest) => {
    const rule = RULES[kind];
    const userId = request.auth?.user.id;
    if (userId === undefined) return;
    await limits.check([{ rule: { ...rule, max: Math.ceil(rule.max * scale) }, key: String(userId) }]);
  };
  return Object.fromEntries(
    Object.keys(RULES).map((kind) => [kind, guard(kind as CreationKind)]),
  ) as CreationLimits;
}
