import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import type { MailOutbox } from '../mail/index.ts';
import { supportRoutes } from './routes.ts';
import { faqRoutes } from './faq.ts';
import { supportDeps } from './support-deps.ts';

/** Support: the player's tickets (with files) and the public FAQ. */
export const supportModule: FastifyPluginAsync<{
  config: Config;
  db: Database;
  mail: MailOutbox;
  clock: () => Date;
  limits: CreationLimits;
}> = async (app, { config, db, mail, clock, limits }) => {
  const deps = supportDeps({
    db,
    dataDir: config.dataDir,
    mail,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    attachmentQuotaBytes: config.ATTACHMENT_QUOTA_MB * 1024 * 1024,
  });
  await app.register(supportRoutes, { deps, limits });
  await app.register(faqRoutes, { db });
};
