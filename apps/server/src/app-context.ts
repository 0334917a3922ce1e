import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies.ts';
import type { Metrics } from './plugins/metrics.ts';
import { createPublicResponder, createResponseCache } from './plugins/public-cache.ts';
import { creationLimits } from './lib/creation-limits.ts';
import { createRateLimits } from './lib/rate-limiter.ts';
import { localEventBus } from './lib/event-bus.ts';
import { listDemoAccounts } from './modules/account/index.ts';
import { createTwoFactorService } from './modules/account/two-factor.ts';
import { createBuiltInGameGateway } from './modules/game/game-gateway.ts';
import { createMatchService } from './modules/stats/match-service.ts';
import { createLiveScoreHub } from './modules/stats/live-scores.ts';
import { createValueCore } from './modules/wallet/value-core.ts';
import { createPaymentService } from './modules/payments/payment-service.ts';
import { createOrderRefunds } from './modules/payments/order-refunds.ts';
import { createSandboxProvider } from './modules/payments/sandbox-provider.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';

/**
 * The parts the modules share, built once per app: the module plugins take what they need from
 * this one object (each declares its own options, which this object satisfies).
 */
export function createAppContext(app: FastifyInstance, deps: AppDependencies, metrics: Metrics) {
  const { config } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? (() => new Date());
  const responseCache = createResponseCache(config);
  // A back-office edit drops the public answers and rendered pages that every server keeps: this
  // one at once, the others when the bus brings them the change (within milliseconds).
  const events = deps.events ?? localEventBus();
  const changeListeners: Array<() => void | Promise<void>> = [() => responseCache.clear()];
  const dropCopies = async () => {
    await Promise.all(changeListeners.map((listener) => listener()));
  };
  const contentChanged = async () => {
    await dropCopies();
    await events
      .publish('content_changed')
      .catch((err: unknown) => app.log.error({ err }, 'publishing a change failed'));
  };
  events.subscribe('content_changed', () => void dropCopies());
  // After the bus was cut off, changes may have been missed: start afresh.
  events.onReconnect(() => void dropCopies());
  // A score changed: the copies of match answers go, and the open live streams get the change.
  events.subscribe('match_changed', () => void responseCache.deletePrefix('/api/public/matches/'));
  const matches = createMatchService(db, { clock, timeZone: config.GAME_TIMEZONE, world: config.GAME_WORLD });
  const hub = createLiveScoreHub({
    matches,
    events,
    log: app.log,
    maxPerAddress: config.LIVE_STREAMS_PER_ADDRESS,
    maxTotal: config.LIVE_STREAMS_TOTAL,
  });
  app.addHook('preClose', async () => hub.close());

  const twoFactor = createTwoFactorService({
    db,
    clock,
    productName: config.PRODUCT_NAME,
    staffRequired: config.staffTwoFactorRequired,
  });
  // Abuse limits: one set of counters for the app, in Redis when configured.
  const rateLimits = createRateLimits({
    redis: deps.redis,
    onReject: (rule) => metrics.rateLimitRejected.inc({ rule }),
  });
  const game = deps.game ?? createBuiltInGameGateway(db);
  // Stripe when configured (always in production), else the sandbox hosted by this server.
  const provider =
    deps.paymentProvider ??
    (config.STRIPE_SECRET_KEY
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        })
      : createSandboxProvider({
          db,
          publicUrl: config.publicUrl,
          webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
          clock,
        }));
  const core = createValueCore({ db, grants: deps.grants, clock });
  const payments = createPaymentService({
    db,
    provider,
    game,
    core,
    clock,
    publicUrl: config.publicUrl,
    timeZone: config.GAME_TIMEZONE,
    mail: deps.mail,
    productName: config.PRODUCT_NAME,
    receipts: {
      vatRate: config.VAT_RATE,
      merchantName: config.MERCHANT_NAME,
      merchantAddress: config.MERCHANT_ADDRESS,
    },
  });
  if (deps.refundRecovery) {
    const refunds = createOrderRefunds({ core, provider });
    deps.refundRecovery.current = (options) => refunds.recoverStartedRefunds(options);
  }

  return {
    config,
    database: deps.database,
    db,
    clock,
    mail: deps.mail,
    jobs: deps.jobs,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    /** The demo accounts and free referral IDs, for the development mailbox. */
    demoData: () => listDemoAccounts(db),
    version: deps.version ?? 'dev',
    redis: deps.redis,
    draining: deps.draining ?? (() => false),
    timeZone: config.GAME_TIMEZONE,
    dataDir: config.dataDir,
    respond: createPublicResponder(responseCache),
    /** Drops every cached copy of public content, here and on the other servers. */
    contentChanged,
    /** Another cache to drop when content changes (the page renderer's). */
    onContentChange: (listener: () => void | Promise<void>) => changeListeners.push(listener),
    matches,
    hub,
    onStreamRefused: (cap: 'address-full' | 'process-full') =>
      metrics.rateLimitRejected.inc({ rule: `live-stream-${cap}` }),
    twoFactor,
    rateLimits,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    // Per-player creation limits (checkouts, gift links, tickets, spins, uploads).
    limits: creationLimits(rateLimits, config.RATE_LIMIT_SCALE),
    game,
    provider,
    /** How the sandbox provider's pages send their webhooks (used only when it is the provider). */
    sandboxWebhooks: deps.sandboxWebhooks,
    core,
    payments,
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
