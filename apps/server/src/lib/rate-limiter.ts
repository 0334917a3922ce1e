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

  const limits: RateLimits = {
    async check(checks) {
      for (const { rule, key } of checks) {
        try {
          await limiterOf(rule).consume(key);
        } catch (rejection) {
          // Anything but a verdict (both stores failing) lets the request through: a broken
          // counter must not lock every player out.
          if (!(rejection instanceof RateLimiterRes)) continue;
          options.onReject?.(rule.name);
          const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new AppError('RATE_LIMITED', rule.message, 429, { retryAfter });
        }
      }
    },
  };
  return limits;
}
