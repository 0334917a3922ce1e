import { z } from 'zod';
import { optionalUrl } from './env-values.ts';

/** The database and the shared cache. Unset URLs mean the development stand-ins (embedded PostgreSQL, memory). */
export const storageEnv = {
  DATABASE_URL: optionalUrl,
  /** Port of the embedded PostgreSQL; 0 picks a free one at every start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
};
