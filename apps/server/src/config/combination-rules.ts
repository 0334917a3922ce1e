import type { z } from 'zod';
import type { Env } from './env-shape.ts';

/**
 * Rules across variables, which no single variable's schema can state: settings that only work
 * in pairs, and what production must set instead of falling back to development stand-ins.
 */
export function checkCombinations(env: Env, ctx: z.RefinementCtx<Env>): void {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    });
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    });
  }
  if (env.NODE_ENV !== 'production') return;
  for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
    if (!env[key])
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          'is required in production (web push; generate a pair with npx web-push generate-vapid-keys)',
      });
  }
  // Production never falls back to development stand-ins: say so at start, not at first use.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production',
    });
  }
}
