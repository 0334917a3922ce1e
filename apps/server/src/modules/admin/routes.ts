import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_MAX,
  auditCsvQuery,
  auditQuery,
  auditResponse,
  catalogueResponse,
  orderIdParams,
  productIdParams,
  productResponse,
  productUpdateBody,
  refundResponse,
  salesStatsResponse,
  statsQuery,
  grantBody,
  grantResponse,
  playerDetailResponse,
  playerExportResponse,
  playerIdParams,
  playerSearchQuery,
  playerSearchResponse,
  reasonBody,
  refundBody,
} from '@pitchside/contract/admin';
import { successEnvelope } from '@pitchside/contract/api';
import {
  adminOrderListResponse,
  adminOrderParams,
  adminOrderQuery,
  adminOrderResponse,
} from '@pitchside/contract/admin-orders';
import { searchAudit } from '../audit/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { orderWithRecords, searchOrders } from './orders-repository.ts';
import { toOrderDetail, toOrderRow } from './order-views.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentService } from '../payments/index.ts';
import type { Actor, PlayersService } from './players-service.ts';
import type { CatalogueService } from './catalogue-service.ts';
import { csvCell, type SalesService } from './sales-service.ts';
import { toAuditEntry, toPlayerDetail, toPlayerSummary } from './player-views.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * The back office API (`/api/admin`, issue 14). Each route names the area of the console it
 * belongs to and answers only the roles of that area (`STAFF_AREAS`, decision 0025). Each change
 * answers once and is recorded in the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  players: PlayersService;
  payments: Pick<PaymentService, 'refundOrder'>;
  sales: SalesService;
  catalogue: CatalogueService;
}> = async (app, { db, players, payments, sales, catalogue }) => {
  const readPlayers = app.guards.requireStaff('players');
  const changePlayers = app.guards.requireStaff('playerChanges');
  const money = app.guards.requireStaff('money');
  const revenue = app.guards.requireStaff('revenue');
  const catalogueEditors = app.guards.requireStaff('catalogue');
  const auditReaders = app.guards.requireStaff('audit');
  const actorOf = (request: Parameters<typeof app.guards.requireUser>[0]): Actor => {
    const { user } = request.authenticated();
    return { id: user.id, email: user.email, ip: request.ip };
  };

  app.get(
    '/api/admin/users',
    {
      preHandler: readPlayers,
      schema: { tags, security, querystring: playerSearchQuery, response: { 200: playerSearchResponse } },
    },
    async (request) => {
      const found = await players.search(request.query.q);
      return {
        success: true as const,
        data: found.map(({ user, orderId }) => toPlayerSummary(user, orderId)),
      };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler: readPlayers,
      schema: { tags, security, params: playerIdParams, response: { 200: playerDetailResponse } },
    },
    async (request) => ({
      success: true as const,
      data: toPlayerDetail(await players.detail(request.params.id)),
    }),
  );

  const change = {
    tags,
    security,
    params: playerIdParams,
    body: reasonBody,
    response: { 200: successEnvelope },
  };

  app.post('/api/admin/users/:id/block', { preHandler: changePlayers, schema: change }, async (request) => {
    await players.block(actorOf(request), request.params.id, request.body.reason);
    return { success: true as const };
  });

  app.post('/api/admin/users/:id/unblock', { preHandler: changePlayers, schema: change }, async (request) => {
    await players.unblock(actorOf(request), request.params.id, request.body.reason);
    return { success: true as const };
  });

  app.post(
    '/api/admin/users/:id/end-sessions',
    { preHandler: changePlayers, schema: change },
    async (request) => {
      await players.endSessions(actorOf(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/grant',
    {
      preHandler: money,
      schema: { tags, security, params: playerIdParams, body: grantBody, response: { 200: grantResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await players.grant(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/users/:id/export',
    {
      preHandler: changePlayers,
      schema: { tags, security, params: playerIdParams, response: { 200: playerExportResponse } },
    },
    async (request, reply) => {
      const data = await players.exportData(actorOf(request), request.params.id);
      // A download, never cached: it is one person's whole record.
      void reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="player-${request.params.id}.json"`);
      return data;
    },
  );

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

  app.get(
    '/api/admin/products',
    { preHandler: catalogueEditors, schema: { tags, security, response: { 200: catalogueResponse } } },
    async () => ({ success: true as const, data: await catalogue.list() }),
  );

  app.put(
    '/api/admin/products/:id',
    {
      preHandler: catalogueEditors,
      schema: {
        tags,
        security,
        params: productIdParams,
        body: productUpdateBody,
        response: { 200: productResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/admin/logs',
    {
      preHandler: auditReaders,
      schema: { tags, security, querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => {
      const { from, to, limit, ...filter } = request.query;
      const rows = await searchAudit(db, {
        ...filter,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        limit,
      });
      return {
        success: true as const,
        data: rows.map(toAuditEntry),
        nextBefore: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
      };
    },
  );

  // The same filters as the screen, as a spreadsheet: one row per record, newest first.
  app.get(
    '/api/admin/logs.csv',
    { preHandler: auditReaders, schema: { tags, security, querystring: auditCsvQuery } },
    async (request, reply) => {
      const { from, to, ...filter } = request.query;
      const rows = await searchAudit(db, {
        ...filter,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        limit: AUDIT_CSV_MAX,
      });
      const header = ['id', 'at', 'actor', 'actor_name', 'action', 'target_type', 'target_id', 'target_name'];
      const lines = [
        [...header, 'reason', 'before', 'after', 'ip'].join(','),
        ...rows.map((row) =>
          [
            row.id,
            row.at.toISOString(),
            row.actorEmail ?? '',
            row.actorName ?? '',
            row.action,
            row.targetType ?? '',
            row.targetId ?? '',
            row.targetName ?? '',
            row.reason ?? '',
            row.before ? JSON.stringify(row.before) : '',
            row.after ? JSON.stringify(row.after) : '',
            row.ip ?? '',
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
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
