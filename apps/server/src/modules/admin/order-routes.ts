import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParams, refundBody, refundResponse } from '@pitchside/contract/admin-orders';
import {
  adminOrderListResponse,
  adminOrderParams,
  adminOrderQuery,
  adminOrderResponse,
} from '@pitchside/contract/admin-orders';
import { searchAudit } from '../audit/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentService } from '../payments/index.ts';
import { orderWithRecords, searchOrders } from './orders-repository.ts';
import { toOrderDetail, toOrderRow } from './order-views.ts';
import type { PlayersService } from './players-service.ts';
import { actorOf } from './request-actor.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/orders`: the staff who handle money search orders, read one and refund it. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  players: PlayersService;
  payments: Pick<PaymentService, 'refundOrder'>;
}> = async (app, { db, players, payments }) => {
  const money = app.guards.requireStaff('money');

  app.post(
    '/api/admin/orders/:id/refund',
    {
      preHandler: money,
      schema: { tags, security, params: orderIdParams, body: refundBody, response: { 200: refundResponse } },
    },
    async (request) => {
      const { ticketId } = request.body;
      if (ticketId !== undefined) {
        await players.checkTicket(ticketId, await players.orderBuyer(request.params.id));
      }
      const outcome = await payments.refundOrder({
        orderId: request.params.id,
        reason: request.body.reason,
        ...(ticketId !== undefined ? { ticketId } : {}),
        actor: actorOf(request),
        refundedAtProvider: false,
      });
      return {
        success: true as const,
        data: {
          refunded: outcome.refunded,
          status: outcome.order.status,
          webPointsTaken: outcome.webPointsTaken,
          shortfall: outcome.order.refundShortfall,
        },
      };
    },
  );

  // Every order, searchable and paged (issue 35), and one order with what it delivered and what
  // happened to it since.
  app.get(
    '/api/admin/orders',
    {
      preHandler: money,
      schema: { tags, security, querystring: adminOrderQuery, response: { 200: adminOrderListResponse } },
    },
    async (request) => {
      const { rows, total } = await searchOrders(db, request.query);
      return {
        success: true as const,
        data: rows.map(toOrderRow),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      preHandler: money,
      schema: { tags, security, params: adminOrderParams, response: { 200: adminOrderResponse } },
    },
    async (request) => {
      const found = await orderWithRecords(db, request.params.id);
      if (!found) throw notFound('Order not found');
      const history = await searchAudit(db, {
        targetType: 'order',
        targetId: String(request.params.id),
        limit: 50,
      });
      return { success: true as const, data: toOrderDetail(found, history) };
    },
  );
};
