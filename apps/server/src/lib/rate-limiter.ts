import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/**
 * Abuse limits (fixed windows) on rate-limiter-flexible. With Redis every server counts in the
 * same atomic counter, so N servers give an attacker no more tries than one; without Redis,
 * or while it is unreachable, each process counts in its own memory (the library's insurance
 * limiter) and the limits still hold per process.
 */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

export interface RateLimits {
  /**
   * Counts one hit against every check in order; the first one past its maximum answers 429
   * with the seconds to wait (the spec's message of that rule).
   */
  check(checks: Array<{ rule: LimitRule; key: string }>): Promise<void>;
  /**
   * Failure-only counting (wrong passwords, wrong codes): `refuseIfSpent` answers 429 when any
   * counter has already taken its maximum, without counting; `countFailure` counts one failure
   * on each. A request that succeeds costs nothing, so an owner who types right is never
   * charged for an attacker's guesses on another key.
   */
  refuseIfSpent(checks: Array<{ rule: LimitRule; key: string }>): Promise<void>;
  countFailure(checks: Array<{ rule: LimitRule; key: string }>): Promise<void>;
}

export function createRateLimits(
  options: { redis?: Redis | undefined; onReject?: (rule: string) => void } = {},
) {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (rule: LimitRule) => {
    const id = `${rule.name}:${rule.max}:${rule.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const shape = { keyPrefix: `limit:${rule.name}`, points: rule.max, duration: rule.windowMs / 1000 };
      const memory = new RateLimiterMemory(shape);
      limiter = options.redis
        ? new RateLimiterRedis({
            ...shape,
            storeClient: options.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const refuse = (rule: LimitRule, msBeforeNext: number) => {
    options.onReject?.(rule.name);
    const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError('RATE_LIMITED', rule.message, 429, { retryAfter });
  };

  const limits: RateLimits = {
    async refuseIfSpent(checks) {
      for (const { rule, key } of checks) {
        let spent: RateLimiterRes | null = null;
        try {
          spent = await limiterOf(rule).get(key);
        } catch {
          // An unreadable counter lets the request through, as in check().
          continue;
        }
        if (spent && spent.consumedPoints >= rule.max) throw refuse(rule, spent.msBeforeNext);
      }
    },
    async countFailure(checks) {
      await Promise.all(
        checks.map(({ rule, key }) =>
          limiterOf(rule)
            .consume(key)
            .catch(() => undefined),
        ),
      );
    },
    async check(checks) {
      for (const { rule, key } of checks) {
        try {
          await limiterOf(rule).consume(key);
        } catch (rejection) {
          // Anything but a verdict (both stores failing) lets the request through: a broken
          // counter must not lock every player out.
          if (!(rejection instanceof RateLimiterRes)) continue;
          throw refuse(rule, rejection.msBeforeNext);
        }
      }
    },
  };
  return limits;
}
