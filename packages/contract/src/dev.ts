import { z } from 'zod';

/** Development-only endpoints (absent in production). */
export const devMailQuery = z.strictObject({ to: z.string().trim().min(1).max(320) });

export const devMailItem = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type DevMailItem = z.infer<typeof devMailItem>;

export const demoAccount = z.object({
  email: z.string(),
  password: z.string(),
  nickname: z.string(),
  referralId: z.string(),
  role: z.string(),
  note: z.string(),
});
export const demoData = z.object({ accounts: z.array(demoAccount), freeReferralIds: z.array(z.string()) });
export type DemoData = z.infer<typeof demoData>;
