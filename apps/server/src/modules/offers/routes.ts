import type { FastifyPluginAsync } from 'fastify';
import { shopListRoutes } from './shop-list-routes.ts';
import { dailyOfferRoutes } from './daily-offer-routes.ts';
import type { OfferRouteOptions } from './route-options.ts';

/** The offers module's routes: the shop's lists and the day's offers. */
export const offerRoutes: FastifyPluginAsync<OfferRouteOptions> = async (app, options) => {
  await app.register(shopListRoutes, options);
  await app.register(dailyOfferRoutes, options);
};
