import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { startTestRedis, type TestRedis } from '../../test/redis-server.ts';
import { AppError } from './app-error.ts';
import { createRateLimits, type LimitRule } from './rate-limiter.ts';
import { connectRedis } from './redis.ts';

const rule: LimitRule = { name: 'login-account', max: 3, windowMs: 60_000, message: 'Too many attempts.' };

async function outcome(promise: Promise<void>) {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}

const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

describe('abuse limits in memory', () => {
  it('answers 429 with the seconds to wait from the hit past the maximum, per key', async () => {
    const limits = createRateLimits();
    const hit = (key: string) => outcome(limits.check([{ rule, key }]));
    expect([await hit('a'), await hit('a'), await hit('a')]).toEqual(['allowed', 'allowed', 'allowed']);
    expect(await hit('a')).toBe('429 Too many attempts.');
    expect(await hit('b')).toBe('allowed');
    const error = await limits.check([{ rule, key: 'a' }]).catch((e: unknown) => e as AppError);
    expect(error?.extra).toMatchObject({ retryAfter: expect.any(Number) });
    expect((error?.extra as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('abuse limits in Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis.stop());

  it('counts the hits of two servers in one counter', async () => {
    const one = connectRedis(redis.url, silent);
    const two = connectRedis(redis.url, silent);
    await Promise.all([one, two].map((client) => new Promise((resolve) => client.once('ready', resolve))));
    const servers = [createRateLimits({ redis: one }), createRateLimits({ redis: two })];
    const results: string[] = [];
    for (let i = 0; i < 6; i++) {
      results.push(await outcome(servers[i % 2]!.check([{ rule, key: 'shared@example.com' }])));
    }
    expect(results).toEqual([
      'allowed',
      'allowed',
      'allowed',
      '429 Too many attempts.',
      '429 Too many attempts.',
      '429 Too many attempts.',
    ]);
    one.disconnect();
    two.disconnect();
  });

  it('keeps limiting in process memory while Redis is down, and shares again when it is back', async () => {
    const client = connectRedis(redis.url, silent);
    await new Promise((resolve) => client.once('ready', resolve));
    const rejected: string[] = [];
    const limits = createRateLimits({ redis: client, onReject: (name) => rejected.push(name) });
    const hit = (key: string) => outcome(limits.check([{ rule, key }]));

    await redis.stop();
    await expect.poll(() => client.status).not.toBe('ready');
    expect([await hit('x'), await hit('x'), await hit('x'), await hit('x')]).toEqual([
      'allowed',
      'allowed',
      'allowed',
      '429 Too many attempts.',
    ]);
    expect(rejected).toEqual(['login-account']);

    await redis.start();
    await expect.poll(() => client.status, { timeout: 10_000 }).toBe('ready');
    // Back on Redis: its counter for this key started afresh with the restart.
    expect(await hit('x')).toBe('allowed');
    client.disconnect();
  });

  it('counts the failures of two servers in one counter (wrong passwords, wrong codes)', async () => {
    const one = connectRedis(redis.url, silent);
    const two = connectRedis(redis.url, silent);
    await Promise.all([one, two].map((client) => new Promise((resolve) => client.once('ready', resolve))));
    const [a, b] = [createRateLimits({ redis: one }), createRateLimits({ redis: two })];
    const checks = [{ rule, key: 'failures@example.com' }];
    await a!.countFailure(checks);
    await b!.countFailure(checks);
    expect(await outcome(a!.refuseIfSpent(checks))).toBe('allowed');
    await a!.countFailure(checks);
    expect(await outcome(b!.refuseIfSpent(checks))).toBe('429 Too many attempts.');
    one.disconnect();
    two.disconnect();
  });
});

describe('failure-only counting', () => {
  it('refuses once the failures reach the maximum, and a success costs nothing', async () => {
    const limits = createRateLimits();
    const spent = () => outcome(limits.refuseIfSpent([{ rule, key: 'owner' }]));
    expect(await spent()).toBe('allowed');
    expect(await spent()).toBe('allowed');
    await limits.countFailure([{ rule, key: 'owner' }]);
    await limits.countFailure([{ rule, key: 'owner' }]);
    expect(await spent()).toBe('allowed');
    await limits.countFailure([{ rule, key: 'owner' }]);
    expect(await spent()).toBe('429 Too many attempts.');
    expect(await outcome(limits.refuseIfSpent([{ rule, key: 'other' }]))).toBe('allowed');
  });
});
