import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentService } from '../payments/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import { adminAuditLogRoutes } from './audit-log-routes.ts';
import { adminCatalogueRoutes } from './catalogue-routes.ts';
import { adminOrderRoutes } from './order-routes.ts';
import { adminPlayerRoutes } from './player-routes.ts';
import { adminSalesRoutes } from './sales-routes.ts';
import { createPlayersService } from './players-service.ts';
import { createSalesService } from './sales-service.ts';
import { createCatalogueService } from './catalogue-service.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { createCampaignService } from './campaign-service.ts';
import { adminContentRoutes } from './content-routes.ts';
import { createContentAdminService } from './content-service.ts';
import { createFaqAdminService } from './faq-service.ts';

/** The back office: players, orders, sales, catalogue, campaigns, news, banners and the FAQ. */
export const adminModule: FastifyPluginAsync<{
  config: Config;
  db: Database;
  core: ValueCore;
  clock: () => Date;
  payments: Pick<PaymentService, 'refundOrder'>;
  /** Drops the public answers and rendered pages every server keeps (app-context.ts). */
  contentChanged: () => Promise<void>;
}> = async (app, { config, db, core, clock, payments, contentChanged }) => {
  // The back office API (`/api/admin`, issue 14), one plugin an area of the console. Each route
  // answers only the roles of its area (`STAFF_AREAS`, decision 0025); each change answers once
  // and is recorded in the audit log.
  const players = createPlayersService({ db, core, clock });
  await app.register(adminPlayerRoutes, { players });
  await app.register(adminOrderRoutes, { db, players, payments });
  await app.register(adminSalesRoutes, {
    sales: createSalesService({ db, timeZone: config.GAME_TIMEZONE, clock }),
  });
  await app.register(adminCatalogueRoutes, {
    // Public answers cached in this process (the seasonal packs) show the new price at once.
    catalogue: createCatalogueService({ db, clock, onChange: contentChanged }),
  });
  await app.register(adminAuditLogRoutes, { db });
  await app.register(campaignRoutes, { campaigns: createCampaignService({ db, clock }) });
  await app.register(adminContentRoutes, {
    linkHosts: config.linkHosts,
    content: createContentAdminService({ db, clock, dataDir: config.dataDir, onChange: contentChanged }),
    faq: createFaqAdminService({ db, clock }),
  });
};
