import { z } from 'zod';
import { optionalString, optionalUrl } from './env-values.ts';

/** Mail, receipts and the payment providers: everything a purchase and its receipt need. */
export const moneyEnv = {
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Pitchside <no-reply@pitchside.local>'),
  /** Receipts (EU CRD art. 8(7)): the VAT share of prices (they include it) and who sells. */
  VAT_RATE: z.coerce.number().min(0).max(1).default(0.2),
  MERCHANT_NAME: z.string().trim().min(1).default('Pitchside Studio'),
  MERCHANT_ADDRESS: z.string().trim().min(1).default('Address not configured (set MERCHANT_ADDRESS)'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Signs the sandbox provider's webhooks (the sandbox never runs in production). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('pitchside-sandbox-webhook-secret'),
};
