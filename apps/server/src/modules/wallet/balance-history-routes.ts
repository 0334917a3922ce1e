import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { checkoutExpired } from '@pitchside/contract/payments';
import {
  balanceQuery,
  balanceSummary,
  pageOf,
  paymentRow,
  spendingRow,
  transactionRow,
} from '@pitchside/contract/webshop';
import type { Database } from '../../db/client.ts';
import type { webPointLedger } from '../../db/schema/wallet.ts';
import { balanceWindow } from './balance-range.ts';
import { orderItems } from './order-items.ts';
import { balanceSummaryOf, ledgerPage, paymentsPage } from './balance-history-repository.ts';

const tags = ['balance history'];
const security = [{ bearer: [] }];
const STATUS = {
  fulfilled: 'completed',
  pending: 'pending',
  failed: 'failed',
  expired: 'expired',
  refunded: 'refunded',
} as const;

export const balanceHistoryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  timeZone: string;
}> = async (app, { db, clock, timeZone }) => {
  const base = '/api/account/balance-history';

  app.get(
    `${base}/summary`,
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, querystring: balanceQuery, response: { 200: okEnvelope(balanceSummary) } },
    },
    async (request) => {
      const { user } = request.authenticated();
      const sums = await balanceSummaryOf(db, user.id, balanceWindow(request.query.range, clock(), timeZone));
      return {
        success: true as const,
        data: {
          currentBalance: user.webPoints,
          lifetimeEarned: sums?.earned ?? 0,
          lifetimeSpent: sums?.spent ?? 0,
          totalPurchases: sums?.total ?? 0,
          moneySpentCents: sums?.money ?? 0,
          wpPurchased: sums?.webPoints ?? 0,
          paidPurchases: sums?.paidCount ?? 0,
          freeRewards: sums?.claims ?? 0,
          categories: {
            paid: sums?.paid ?? 0,
            free: sums?.free ?? 0,
            bonus: sums?.bonus ?? 0,
            deduction: sums?.deduction ?? 0,
          },
        },
      };
    },
  );

  app.get(
    `${base}/payments`,
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, querystring: balanceQuery, response: { 200: pageOf(paymentRow) } },
    },
    async (request) => {
      const { user } = request.authenticated();
      const { range, page, pageSize } = request.query;
      const now = clock();
      const { rows, total } = await paymentsPage(db, user.id, balanceWindow(range, now, timeZone), {
        page,
        pageSize,
      });
      return {
        success: true as const,
        page,
        pageSize,
        total,
        data: rows.map((order) => ({
          id: order.id,
          date: order.createdAt.toISOString(),
          product: order.productName,
          category: order.productKind,
          priceCents: order.amountCents,
          currency: order.currency,
          items: orderItems(order),
          status: checkoutExpired(order, now) ? 'expired' : STATUS[order.status],
          isGift: order.kind === 'gift',
          recipient: order.kind === 'gift' ? order.recipientNickname : null,
        })),
      };
    },
  );

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
        preHandler: app.guards.requireConfirmed,
        schema: { tags, security, querystring: balanceQuery, response: { 200: pageOf(row) } },
      },
      async (request) => {
        const { query } = request;
        const window = balanceWindow(query.range, clock(), timeZone);
        const { rows, total } = await ledgerPage(
          db,
          request.authenticated().user.id,
          window,
          query,
          spendOnly,
        );
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
    descriptionKey: entry.descriptionKey,
    descriptionParams: entry.descriptionParams,
    type: entry.type,
    amount: entry.amount,
    balance: entry.balanceAfter,
  }));

  ledgerTab('spending', spendingRow, true, (entry) => ({
    id: entry.id,
    date: entry.createdAt.toISOString(),
    spentOn: entry.description,
    descriptionKey: entry.descriptionKey,
    descriptionParams: entry.descriptionParams,
    amount: -entry.amount,
    balance: entry.balanceAfter,
  }));
};
