import type { FastifyRequest } from 'fastify';
import { checkLimits, type LimitRule, type RateLimitStore } from './rate-limiter.ts';

/**
 * How many things one player may open per hour: checkouts (purchases and upsells), gift links
 * and support tickets. Counted per account, since each needs a logged-in player; past the
 * limit the request answers the spec's 429 and nothing is created.
 */
const TOO_MANY = 'Too many requests. Please try again later.';
const HOUR = 60 * 60_000;

const RULES = {
  checkout: { name: 'create-checkout', max: 30, windowMs: HOUR, message: TOO_MANY },
  gift: { name: 'create-gift-link', max: 20, windowMs: HOUR, message: TOO_MANY },
  ticket: { name: 'create-ticket', max: 10, windowMs: HOUR, message: TOO_MANY },
} satisfies Record<string, LimitRule>;

export type CreationKind = keyof typeof RULES;
export type CreationLimits = Record<CreationKind, (request: FastifyRequest) => Promise<void>>;

/** preHandlers (after the auth guard) per kind; `scale` multiplies every maximum (RATE_LIMIT_SCALE). */
export function creationLimits(store: RateLimitStore, scale: number): CreationLimits {
  const guard = (kind: CreationKind) => async (request: FastifyRequest) => {
    const rule = RULES[kind];
    const userId = request.auth?.user.id;
    if (userId === undefined) return;
    checkLimits(store, [{ rule: { ...rule, max: Math.ceil(rule.max * scale) }, key: String(userId) }]);
  };
  return { checkout: guard('checkout'), gift: guard('gift'), ticket: guard('ticket') };
}
