import { z } from 'zod';

/** The back office's dashboard (`/api/admin/stats`, issues 14 and 35): sales, players and tickets in a period. */

/** `GET /api/admin/stats?from&to`: a period of at most a year, both ends instants. */
export const STATS_MAX_DAYS = 366;
export const statsQuery = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'must end after it starts', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= STATS_MAX_DAYS * 86_400_000, {
    message: `must be at most ${STATS_MAX_DAYS} days`,
    path: ['to'],
  });
export type StatsQuery = z.infer<typeof statsQuery>;

const money = z.number().int();

/** Open tickets' age groups on the dashboard: under a day, 1–3 days, 3–7 days, over a week. */
export const TICKET_AGE_BUCKETS = [
  'underOneDay',
  'oneToThreeDays',
  'threeToSevenDays',
  'overSevenDays',
] as const;
export type TicketAgeBucket = (typeof TICKET_AGE_BUCKETS)[number];
/** Where each age group starts, in days (the last has no end). */
export const TICKET_AGE_STARTS_DAYS: Record<TicketAgeBucket, number> = {
  underOneDay: 0,
  oneToThreeDays: 1,
  threeToSevenDays: 3,
  overSevenDays: 7,
};

/**
 * One campaign on the dashboard (issue 35): orders delivered between its start and its end (or
 * early end), cut to the period; `bonusOrders` of them were opened with its bonus.
 */
export const campaignResult = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  /** When it stopped: its end, or the earlier time an admin ended it. */
  endsAt: z.string(),
  orders: z.number().int(),
  revenueCents: money,
  bonusOrders: z.number().int(),
});
export type CampaignResult = z.infer<typeof campaignResult>;

export const salesStats = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Delivered orders' amounts, by delivery time (refunded ones included: they were sold). */
  grossCents: money,
  /** Orders refunded in the period, by refund time. */
  refundsCents: money,
  refunds: z.number().int(),
  /** gross − refunds. */
  revenueCents: money,
  orders: z.number().int(),
  payingPlayers: z.number().int(),
  /** Revenue per paying player, in cents; 0 without payers. */
  arppuCents: money,
  /** Players seen (a session used) in the period. */
  activePlayers: z.number().int(),
  /** payingPlayers / activePlayers, 0–1. */
  conversion: z.number(),
  signUps: z.number().int(),
  spins: z.number().int(),
  freeClaims: z.number().int(),
  openTickets: z.number().int(),
  /** Median time from a ticket's creation to the first staff reply, for tickets opened in the period. */
  medianFirstReplySeconds: z.number().nullable(),
  vipDistribution: z.array(z.object({ tier: z.number().int(), name: z.string(), players: z.number().int() })),
  topProducts: z.array(z.object({ name: z.string(), orders: z.number().int(), revenueCents: money })),
  /** One entry per day of the period (game time zone), zeros included. */
  daily: z.array(z.object({ day: z.string(), revenueCents: money, orders: z.number().int() })),
  /** Payments disputed at the provider, by the time the dispute was reported, and their amounts. */
  chargebacks: z.number().int(),
  chargebacksCents: money,
  /** Each campaign overlapping the period: what was delivered while it ran, within the period. */
  campaigns: z.array(campaignResult),
  /** Support tickets not closed, as of now, by how long ago they were opened. */
  openTicketsByAge: z.object({
    underOneDay: z.number().int(),
    oneToThreeDays: z.number().int(),
    threeToSevenDays: z.number().int(),
    overSevenDays: z.number().int(),
  }) satisfies z.ZodType<Record<TicketAgeBucket, number>>,
  /** The same figures for the period of the same length just before (issue 35). */
  previous: z.object({
    from: z.string(),
    to: z.string(),
    revenueCents: money,
    refundsCents: money,
    refunds: z.number().int(),
    orders: z.number().int(),
    payingPlayers: z.number().int(),
    arppuCents: money,
    chargebacks: z.number().int(),
    chargebacksCents: money,
  }),
});
export type SalesStats = z.infer<typeof salesStats>;
export const salesStatsResponse = z.object({ success: z.literal(true), data: salesStats });
