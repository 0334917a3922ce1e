import { z } from 'zod';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthData = z.infer<typeof healthData>;

/** `GET /api/health/ready`: whether this server should get traffic (load balancers ask it). */
export const readinessData = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
  /** Shutting down: finishing what it has, taking nothing new. */
  draining: z.boolean(),
});
export type ReadinessData = z.infer<typeof readinessData>;
