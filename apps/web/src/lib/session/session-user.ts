import { z } from 'zod';

/**
 * The stored user, reduced to what the shell reads (guards, header strip). Loose on purpose:
 * the Accounts capability stores the full user and its extra fields must survive a reload.
 */
export const sessionUser = z.looseObject({
  emailconfirmed: z.boolean(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
  nickname: z.string().nullish(),
  teamName: z.string().nullish(),
  mainlevel: z.number().nullish(),
  seasonLevel: z.number().nullish(),
  webpoint: z.number().nullish(),
  webpoint2: z.number().nullish(),
  avatar: z.string().nullish(),
  role: z.enum(['player', 'support', 'admin']).optional(),
  vip: z
    .looseObject({
      tier: z.number().nullish(),
      tierName: z.string().nullish(),
    })
    .nullish(),
});
export type SessionUser = z.infer<typeof sessionUser>;
