import { z } from 'zod';

/**
 * The stored user (spec §3 "User"), reduced to what the app reads. Loose on purpose: extra
 * fields the server adds survive a reload, and every field but `emailconfirmed` may be missing
 * so an older stored record never logs the player out.
 */
export const sessionUser = z.looseObject({
  emailconfirmed: z.boolean(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
  nickname: z.string().nullish(),
  name: z.string().nullish(),
  surname: z.string().nullish(),
  teamName: z.string().nullish(),
  referralid: z.string().nullish(),
  level: z.number().nullish(),
  mainlevel: z.number().nullish(),
  seasonLevel: z.number().nullish(),
  webpoint: z.number().nullish(),
  webpoint2: z.number().nullish(),
  avatar: z.string().nullish(),
  language: z.string().nullish(),
  role: z.enum(['player', 'support', 'admin']).optional(),
  /** A requested account deletion, pending until this instant (issue 16). */
  deletionDueAt: z.string().nullish(),
  vip: z
    .looseObject({
      tier: z.number().nullish(),
      tierName: z.string().nullish(),
      tierSlug: z.string().nullish(),
      bonusPercentage: z.number().nullish(),
      discountPercentage: z.number().nullish(),
      currentBalance: z.number().nullish(),
      last30DaysWebpoints: z.number().nullish(),
      totalLifetimeWebpoints: z.number().nullish(),
      minRequirement: z.number().nullish(),
      maxRequirement: z.number().nullish(),
      nextTierRequirement: z.number().nullish(),
    })
    .nullish(),
});
export type SessionUser = z.infer<typeof sessionUser>;
