import type { SalesStats } from '@pitchside/contract/admin-sales';
import type { Database } from '../../db/client.ts';
import { campaignResults, openTicketsByAge } from './live-ops-repository.ts';
import { ordersInPeriod, salesFigures } from './sales-repository.ts';

/** The studio's sales dashboard (issues 14 and 35) and its CSV export. */
export function createSalesService(deps: { db: Database; timeZone: string; clock: () => Date }) {
  const { db, timeZone, clock } = deps;
  return {
    async stats(from: Date, to: Date): Promise<SalesStats> {
      // The period of the same length just before, for the comparison beside each figure.
      const before = new Date(from.getTime() - (to.getTime() - from.getTime()));
      const [figures, earlier, campaigns, ticketAges] = await Promise.all([
        salesFigures(db, { from, to, timeZone }),
        salesFigures(db, { from: before, to: from, timeZone }),
        campaignResults(db, { from, to }),
        openTicketsByAge(db, clock()),
      ]);
      const previousRevenue = (earlier.money?.gross ?? 0) - (earlier.money?.refunds_cents ?? 0);
      const previousPayers = earlier.money?.payers ?? 0;
      const gross = figures.money?.gross ?? 0;
      const refundsCents = figures.money?.refunds_cents ?? 0;
      const revenue = gross - refundsCents;
      const payers = figures.money?.payers ?? 0;
      const active = figures.counts?.active ?? 0;
      const withTier = figures.vip.reduce((sum, row) => sum + row.players, 0);
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        currency: 'EUR',
        grossCents: gross,
        refundsCents,
        refunds: figures.money?.refunds ?? 0,
        revenueCents: revenue,
        orders: figures.money?.orders ?? 0,
        payingPlayers: payers,
        arppuCents: payers > 0 ? Math.round(revenue / payers) : 0,
        activePlayers: active,
        conversion: active > 0 ? Math.min(1, payers / active) : 0,
        signUps: figures.counts?.sign_ups ?? 0,
        spins: figures.counts?.spins ?? 0,
        freeClaims: figures.counts?.claims ?? 0,
        openTickets: figures.counts?.open_tickets ?? 0,
        medianFirstReplySeconds:
          figures.counts?.median_reply === null || figures.counts?.median_reply === undefined
            ? null
            : Math.round(figures.counts.median_reply),
        // Players who bought nothing in the last 30 days stand on the lowest tier.
        vipDistribution: figures.vip.map((row, index) => ({
          tier: row.tier,
          name: row.name,
          players: index === 0 ? row.players + Math.max(0, figures.players - withTier) : row.players,
        })),
        topProducts: figures.top.map((row) => ({
          name: row.name,
          orders: row.orders,
          revenueCents: row.revenue,
        })),
        daily: figures.daily.map((row) => ({ day: row.day, revenueCents: row.revenue, orders: row.orders })),
        chargebacks: figures.money?.chargebacks ?? 0,
        chargebacksCents: figures.money?.chargebacks_cents ?? 0,
        campaigns: campaigns.map((row) => ({
          id: row.id,
          name: row.name,
          startsAt: new Date(row.starts_at).toISOString(),
          endsAt: new Date(row.stops_at).toISOString(),
          orders: row.orders,
          revenueCents: row.revenue,
          bonusOrders: row.bonus_orders,
        })),
        openTicketsByAge: ticketAges,
        previous: {
          from: before.toISOString(),
          to: from.toISOString(),
          revenueCents: previousRevenue,
          refundsCents: earlier.money?.refunds_cents ?? 0,
          refunds: earlier.money?.refunds ?? 0,
          orders: earlier.money?.orders ?? 0,
          payingPlayers: previousPayers,
          arppuCents: previousPayers > 0 ? Math.round(previousRevenue / previousPayers) : 0,
          chargebacks: earlier.money?.chargebacks ?? 0,
          chargebacksCents: earlier.money?.chargebacks_cents ?? 0,
        },
      };
    },

    /** Every order created, delivered or refunded in the period, as CSV for a spreadsheet. */
    async ordersCsv(from: Date, to: Date): Promise<string> {
      const rows = await ordersInPeriod(db, from, to);
      const header = ['order', 'created', 'delivered', 'refunded', 'status', 'kind', 'player_id', 'email'];
      const lines = [
        [...header, 'product', 'amount', 'currency', 'web_points', 'tickets', 'provider'].join(','),
        ...rows.map(({ order, email }) =>
          [
            order.id,
            order.createdAt.toISOString(),
            order.fulfilledAt?.toISOString() ?? '',
            order.refundedAt?.toISOString() ?? '',
            order.status,
            order.kind,
            order.userId,
            email,
            order.productName,
            (order.amountCents / 100).toFixed(2),
            order.currency,
            order.webPoints,
            order.totalTickets,
            order.provider,
          ]
            .map(csvCell)
            .join(','),
        ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;

/**
 * RFC 4180 quoting, and a leading `=`, `+`, `-` or `@` made inert: a spreadsheet must never run a
 * player-chosen product or e-mail text as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
