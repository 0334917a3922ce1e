import type { z } from 'zod';
import { abuseEnv } from './abuse-env.ts';
import { gameEnv } from './game-env.ts';
import { linksEnv } from './links-env.ts';
import { moneyEnv } from './money-env.ts';
import { pushEnv } from './push-env.ts';
import { serverEnv } from './server-env.ts';
import { storageEnv } from './storage-env.ts';

/**
 * Every variable the server reads, the concerns' schemas side by side: config.ts validates them
 * as one object, so a bad start lists every problem at once.
 */
export const envShape = {
  ...serverEnv,
  ...storageEnv,
  ...moneyEnv,
  ...gameEnv,
  ...linksEnv,
  ...abuseEnv,
  ...pushEnv,
};

export type Env = z.infer<z.ZodObject<typeof envShape>>;
