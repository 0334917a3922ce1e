import { z } from 'zod';
import { emptyAsUndefined, isTimeZone } from './env-values.ts';

/** The game behind the portal: its clock, where its world comes from and its rules' timings. */
export const gameEnv = {
  GAME_TIMEZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, { message: 'must be an IANA time zone such as UTC or Europe/Istanbul' }),
  /**
   * Where the game read model comes from: `demo` seeds a generated world at first start and
   * a simulator plays its matches; `external` leaves it to a real game server (ingestion API).
   */
  GAME_WORLD: z.enum(['demo', 'external']).default('demo'),
  /** Size of the demo world: `large` (1,000,000 players) is for benchmarks. */
  DEMO_SCALE: z.enum(['default', 'large']).default('default'),
  /** Shared secret of the signed ingestion API (HMAC-SHA256); unset disables ingestion. */
  GAME_INGEST_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /** Wait between two spins of one player (DESIGN.md §1: 3 s). */
  SPIN_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
};
