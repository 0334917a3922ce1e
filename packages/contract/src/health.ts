import { z } from 'zod';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthData = z.infer<typeof healthData>;
