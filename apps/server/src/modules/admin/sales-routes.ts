import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesStatsResponse, statsQuery } from '@pitchside/contract/admin-sales';
import type { SalesService } from './sales-service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/stats`: revenue figures of a period, on screen and as a spreadsheet of its orders. */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  const revenue = app.guards.requireStaff('revenue');

  app.get(
    '/api/admin/stats',
    {
      preHandler: revenue,
      schema: { tags, security, querystring: statsQuery, response: { 200: salesStatsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await sales.stats(new Date(request.query.from), new Date(request.query.to)),
    }),
  );

  app.get(
    '/api/admin/stats/orders.csv',
    { preHandler: revenue, schema: { tags, security, querystring: statsQuery } },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await sales.ordersCsv(new Date(from), new Date(to));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="orders-${from.slice(0, 10)}-${to.slice(0, 10)}.csv"`,
        )
        .send(csv);
    },
  );
};
