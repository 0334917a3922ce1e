import { z } from 'zod';

/** Spin The Wheel (spec §1, §4, §8, §9; DESIGN.md §1). */
export { SPIN_COST_WEB_POINTS, SPIN_HISTORY_SIZE } from './spin-limits.ts';

export const spinSegment = z.object({
  slug: z.string(),
  kind: z.enum(['none', 'tickets', 'web_points']),
  amount: z.number().int(),
  /** Chance of this segment on the player's next spin, 0..1 (published odds). */
  probability: z.number(),
  /** False once today's limit of this prize is reached (2000 tickets). */
  available: z.boolean(),
});
export type SpinSegment = z.infer<typeof spinSegment>;

export const spinWheel = z.object({
  cost: z.number().int(),
  balance: z.number().int(),
  tier: z.number().int(),
  tierName: z.string(),
  segments: z.array(spinSegment),
  cooldownSeconds: z.number().int(),
  secondsRemaining: z.number().int(),
  jackpot: z.object({ dailyLimit: z.number().int(), wonToday: z.number().int() }),
});

export const spinResult = z.object({
  spinId: z.number().int(),
  segmentIndex: z.number().int(),
  slug: z.string(),
  kind: z.enum(['none', 'tickets', 'web_points']),
  amount: z.number().int(),
  won: z.boolean(),
  balance: z.number().int(),
  secondsRemaining: z.number().int(),
});
export type SpinResult = z.infer<typeof spinResult>;

/** One stored spin as the data export and the back office's player page show it (server: wallet/spin-view.ts). */
export const spinRecord = z.object({
  id: z.number().int(),
  prizeSlug: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  cost: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});

export const spinHistoryItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['none', 'tickets', 'web_points']),
  amount: z.number().int(),
  cost: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});

/** GET /api/spin/history: the player's latest spins, newest first. */
export const spinHistory = z.array(spinHistoryItem);
