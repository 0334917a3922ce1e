import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The one Redis connection of a process (REDIS_URL): shared abuse limits. Commands fail at
 * once while it is down instead of queueing (`enableOfflineQueue: false`), so a missing Redis
 * costs a request nothing: the limits fall back to this process's memory. ioredis keeps
 * reconnecting and the limits move back to Redis when it answers again.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s: a restarted Redis is back in use within that.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  let down = false;
  redis.on('ready', () => {
    if (down) log.warn('Redis is back: abuse limits are shared again');
    down = false;
  });
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnect attempt.
    if (!down) log.error({ err: error }, 'Redis unavailable: abuse limits count in this process only');
    down = true;
  });
  return redis;
}

/** Readiness: Redis answers a PING within a second. */
export async function redisReachable(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000).unref());
  return Promise.race([
    redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    ),
    timeout,
  ]);
}
