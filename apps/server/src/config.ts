import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG } from '@pitchside/contract/public-config';
import { REPO_ROOT } from './lib/server-root.ts';

/**
 * Every setting the server reads, in one place. A wrong or missing value stops start-up with
 * a list of everything that is wrong, never a half-configured server.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: loopback outside production (a development server is not on the network), all interfaces in production. */
    HOST: optionalString,
    PUBLIC_URL: optionalUrl,
    PRODUCT_NAME: z.string().min(1).default(DEFAULT_PUBLIC_CONFIG.productName),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    /** Port of the embedded PostgreSQL; 0 picks a free one at every start. */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Pitchside <no-reply@pitchside.local>'),
    /** Receipts (EU CRD art. 8(7)): the VAT share of prices (they include it) and who sells. */
    VAT_RATE: z.coerce.number().min(0).max(1).default(0.2),
    MERCHANT_NAME: z.string().trim().min(1).default('Pitchside Studio'),
    MERCHANT_ADDRESS: z.string().trim().min(1).default('Address not configured (set MERCHANT_ADDRESS)'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    REDIS_URL: optionalUrl,
    /** Signs the sandbox provider's webhooks (the sandbox never runs in production). */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('pitchside-sandbox-webhook-secret'),
    GAME_TIMEZONE: z
      .string()
      .default('UTC')
      .refine(isTimeZone, { message: 'must be an IANA time zone such as UTC or Europe/Istanbul' }),
    APP_STORE_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.appStoreUrl),
    GOOGLE_PLAY_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.googlePlayUrl),
    TELEGRAM_BOT_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.telegramBotUrl),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Serve the built web app from this folder (relative to the checkout); empty disables it (API-only server). */
    WEB_DIST_DIR: z.string().optional(),
    /**
     * Where the game read model comes from: `demo` seeds a generated world at first start and
     * a simulator plays its matches; `external` leaves it to a real game server (ingestion API).
     */
    GAME_WORLD: z.enum(['demo', 'external']).default('demo'),
    /** Size of the demo world: `large` (1,000,000 players) is for benchmarks. */
    DEMO_SCALE: z.enum(['default', 'large']).default('default'),
    /** Shared secret of the signed ingestion API (HMAC-SHA256); unset disables ingestion. */
    GAME_INGEST_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    ),
    /**
     * Multiplies every abuse limit (login, codes, resets). Raise it where many players share
     * one address (carrier NAT, events); tests raise it to exercise flows, not limits.
     */
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    /** Wait between two spins of one player (DESIGN.md §1: 3 s). */
    SPIN_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
    /**
     * Whether support and admin accounts must sign in with a second factor before using the
     * staff tools. Unset: required in production, optional elsewhere (the demo staff accounts).
     */
    STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
    /** When set, `GET /metrics` asks for `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalString,
    /**
     * On SIGTERM: seconds the server keeps serving while answering "not ready", so the load
     * balancer's health check takes it out before it stops taking connections.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
    /**
     * Web push (decision 0026): the VAPID key pair (base64url, as `npx web-push
     * generate-vapid-keys` prints it) and a contact for push services (`mailto:` or `https:`).
     * Unset outside production: a pair is generated once into DATA_DIR.
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((key) => base64UrlBytes(key) === 65 && key.startsWith('B'), {
          message: 'must be an uncompressed P-256 public key, base64url (87 characters starting with B)',
        })
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((key) => base64UrlBytes(key) === 32, {
          message: 'must be a P-256 private key, base64url (43 characters)',
        })
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
        .optional(),
    ),
    /** Run background jobs in this process. Turn off on API-only replicas. */
    JOBS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // ---- Abuse limits and production doors (issue 31) ----
    /** Support attachments one player may keep, in MB; past it uploads are refused. */
    ATTACHMENT_QUOTA_MB: z.coerce.number().min(0).max(100_000).default(200),
    /**
     * Addresses (IPs or CIDRs, comma-separated) of the proxies in front of the server: only
     * their X-Forwarded-For / -Proto are believed. Unset: no forwarded header is believed.
     */
    TRUSTED_PROXIES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .refine((entries) => entries.every(isAddressOrCidr), {
          message: 'must be IP addresses or CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1)',
        }),
    ),
    /** The OpenAPI explorer at /api/docs: on outside production, off in production unless `true`. */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /** Open live-score streams (`/api/public/matches/stream`) per client address, and per process. */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
    LIVE_STREAMS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /**
     * Other sites banners, news and notifications may link to (comma-separated host names, over
     * https only); every other link must be a path on the portal.
     */
    LINK_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+$/.test(host)), {
          message: 'must be host names separated by commas (e.g. pitchside.example,help.example)',
        }),
    ),
  })
  .superRefine((env, ctx) => {
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
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'HOST'> {
  /** Where the server listens: HOST, else 127.0.0.1 outside production and 0.0.0.0 in production. */
  HOST: string;
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
  /** STAFF_TWO_FACTOR resolved: required unless set to `optional` (production) or unset elsewhere. */
  staffTwoFactorRequired: boolean;
  /** API_DOCS resolved: on outside production, in production only when `true`. */
  apiDocsEnabled: boolean;
  /** Hosts content may link to over https: LINK_HOSTS, PUBLIC_URL's and the store and bot links'. */
  linkHosts: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    isProduction: env.NODE_ENV === 'production',
    // Relative to the checkout, not the working folder: `npm run -w apps/server ...` runs inside
    // apps/server and would otherwise open another database.
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    ...(env.WEB_DIST_DIR ? { WEB_DIST_DIR: path.resolve(REPO_ROOT, env.WEB_DIST_DIR) } : {}),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    staffTwoFactorRequired: env.STAFF_TWO_FACTOR
      ? env.STAFF_TWO_FACTOR === 'required'
      : env.NODE_ENV === 'production',
    apiDocsEnabled: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    linkHosts: [
      ...new Set([
        ...env.LINK_HOSTS,
        ...[env.PUBLIC_URL, env.APP_STORE_URL, env.GOOGLE_PLAY_URL, env.TELEGRAM_BOT_URL]
          .filter((url): url is string => Boolean(url))
          .map((url) => new URL(url).hostname.toLowerCase()),
      ]),
    ],
  };
}
