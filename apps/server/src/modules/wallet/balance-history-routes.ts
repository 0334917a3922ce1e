import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import {
  balanceQuery,
  balanceSummary,
  pageOf,
  paymentRow,
  spendingRow,
  transactionRow,
} from '@pitchside/contract/webshop';
import type { Database } from '../../db/client.ts';
import { dailyClaims, orders, webPointLedger } from '../../db/schema/wallet.ts';
import { authOf, type AuthGuards } from '../account/authenticate.ts';
import { toConfirmation } from '../payments/order-views.ts';
import { balanceWindow } from './balance-range.ts';

const tags = ['balance history'];
const security = [{ bearer: [] }];
const STATUS = {
  fulfilled: 'completed',
  pending: 'pending',
  failed: 'failed',
  expired: 'failed',
  refunded: 'refunded',
} as const;

export const balanceHistoryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  guards: AuthGuards;
  clock: () => Date;
  timeZone: string;
}> = async (app, { db, guards, clock, timeZone }) => {
  const base = '/api/account/balance-history';

  app.get(
    `${base}/summary`,
    {
      preHandler: guards.requireConfirmed,
      schema: { tags, security, querystring: balanceQuery, response: { 200: okEnvelope(balanceSummary) } },
    },
    async (request) => {
      const { user } = authOf(request);
      const { from, to } = balanceWindow(request.query.range, clock(), timeZone);
      const inRange = (column: typeof webPointLedger.createdAt) => and(gte(column, from), lt(column, to));
      const [lifetime] = await db
        .select({
          earned: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.amount} > 0), 0)::int`,
          spent: sql<number>`coalesce(-sum(${webPointLedger.amount}) filter (where ${webPointLedger.amount} < 0), 0)::int`,
        })
        .from(webPointLedger)
        .where(eq(webPointLedger.userId, user.id));
      const [byType] = await db
        .select({
          paid: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'purchase'), 0)::int`,
          free: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'claim'), 0)::int`,
          bonus: sql<number>`coalesce(sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'bonus'), 0)::int`,
          deduction: sql<number>`coalesce(-sum(${webPointLedger.amount}) filter (where ${webPointLedger.type} = 'spend'), 0)::int`,
        })
        .from(webPointLedger)
        .where(and(eq(webPointLedger.userId, user.id), inRange(webPointLedger.createdAt)));
      const [purchases] = await db
        .select({
          total: count(),
          money: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`,
          webPoints: sql<number>`coalesce(sum(${orders.webPoints}), 0)::int`,
          paid: sql<number>`(count(*) filter (where ${orders.amountCents} > 0))::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, user.id),
            eq(orders.status, 'fulfilled'),
            gte(orders.fulfilledAt, from),
            lt(orders.fulfilledAt, to),
          ),
        );
      const [claims] = await db
        .select({ n: count() })
        .from(dailyClaims)
        .where(
          and(
            eq(dailyClaims.userId, user.id),
            gte(dailyClaims.createdAt, from),
            lt(dailyClaims.createdAt, to),
          ),
        );
      return {
        success: true as const,
        data: {
          currentBalance: user.webPoints,
          lifetimeEarned: lifetime?.earned ?? 0,
          lifetimeSpent: lifetime?.spent ?? 0,
          totalPurchases: purchases?.total ?? 0,
          moneySpentCents: purchases?.money ?? 0,
          wpPurchased: purchases?.webPoints ?? 0,
          paidPurchases: purchases?.paid ?? 0,
          freeRewards: claims?.n ?? 0,
          categories: {
            paid: byType?.paid ?? 0,
            free: byType?.free ?? 0,
            bonus: byType?.bonus ?? 0,
            deduction: byType?.deduction ?? 0,
          },
        },
      };
    },
  );

  app.get(
    `${base}/payments`,
    {
      preHandler: guards.requireConfirmed,
      schema: { tags, security, querystring: balanceQuery, response: { 200: pageOf(paymentRow) } },
    },
    async (request) => {
      const { user } = authOf(request);
      const { range, page, pageSize } = request.query;
      const { from, to } = balanceWindow(range, clock(), timeZone);
      const where = and(eq(orders.userId, user.id), gte(orders.createdAt, from), lt(orders.createdAt, to));
      const [total] = await db.select({ n: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        success: true as const,
        page,
        pageSize,
        total: total?.n ?? 0,
        data: rows.map((order) => ({
          id: order.id,
          date: order.createdAt.toISOString(),
          product: order.productName,
          category: order.productKind,
          priceCents: order.amountCents,
          currency: order.currency,
          items: toConfirmation(order).items,
          status: STATUS[order.status],
          isGift: order.kind === 'gift',
          recipient: order.kind === 'gift' ? order.recipientNickname : null,
        })),
      };
    },
  );

  const ledgerPage = async (userId: number, query: typeof balanceQuery._output, spendOnly: boolean) => {
    const { from, to } = balanceWindow(query.range, clock(), timeZone);
    const where = and(
      eq(webPointLedger.userId, userId),
      gte(webPointLedger.createdAt, from),
      lt(webPointLedger.createdAt, to),
      spendOnly ? eq(webPointLedger.type, 'spend') : undefined,
    );
    const [total] = await db.select({ n: count() }).from(webPointLedger).where(where);
    const rows = await db
      .select()
      .from(webPointLedger)
      .where(where)
      .orderBy(desc(webPointLedger.createdAt), desc(webPointLedger.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { rows, total: total?.n ?? 0 };
  };

  /** The transactions and spending tabs: one ledger page each, told apart by their row shape. */
  const ledgerTab = <Row extends z.ZodType>(
    path: string,
    row: Row,
    spendOnly: boolean,
    toRow: (entry: typeof webPointLedger.$inferSelect) => z.output<Row>,
  ) =>
    app.get(
      `${base}/${path}`,
      {
        preHandler: guards.requireConfirmed,
        schema: { tags, security, querystring: balanceQuery, response: { 200: pageOf(row) } },
      },
      async (request) => {
        const { rows, total } = await ledgerPage(authOf(request).user.id, request.query, spendOnly);
        return {
          success: true as const,
          page: request.query.page,
          pageSize: request.query.pageSize,
          total,
          data: rows.map(toRow),
        };
      },
    );

  ledgerTab('transactions', transactionRow, false, (entry) => ({
    id: entry.id,
    date: entry.createdAt.toISOString(),
    description: entry.description,
    type: entry.type,
    amount: entry.amount,
    balance: entry.balanceAfter,
  }));

  ledgerTab('spending', spendingRow, true, (entry) => ({
    id: entry.id,
    date: entry.createdAt.toISOString(),
    spentOn: entry.description,
    amount: -entry.amount,
    balance: entry.balanceAfter,
  }));
};
