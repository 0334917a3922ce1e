import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import type { ValueCore } from '../wallet/index.ts';
import { spinRoutes } from './routes.ts';
import { createSpinService } from './spin-service.ts';

/** The wheel: its routes over the spin service, which pays through the value core. */
export const spinModule: FastifyPluginAsync<{
  config: Config;
  db: Database;
  core: ValueCore;
  clock: () => Date;
  limits: CreationLimits;
}> = async (app, { config, db, core, clock, limits }) => {
  const spin = createSpinService({
    db,
    core,
    clock,
    timeZone: config.GAME_TIMEZONE,
    cooldownSeconds: config.SPIN_COOLDOWN_SECONDS,
  });
  await app.register(spinRoutes, { spin, limits });
};
