import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG } from '@pitchside/contract/public-config';
import { optionalString, optionalUrl } from './env-values.ts';

/** How this process runs: where it listens, what it serves, what it logs and how it stops. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback outside production (a development server is not on the network), all interfaces in production. */
  HOST: optionalString,
  PUBLIC_URL: optionalUrl,
  PRODUCT_NAME: z.string().min(1).default(DEFAULT_PUBLIC_CONFIG.productName),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from this folder (relative to the checkout); empty disables it (API-only server). */
  WEB_DIST_DIR: z.string().optional(),
  /** When set, `GET /metrics` asks for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString,
  /**
   * On SIGTERM: seconds the server keeps serving while answering "not ready", so the load
   * balancer's health check takes it out before it stops taking connections.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Run background jobs in this process. Turn off on API-only replicas. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The OpenAPI explorer at /api/docs: on outside production, off in production unless `true`. */
  API_DOCS: z.enum(['true', 'false']).optional(),
};
