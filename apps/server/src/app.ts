import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@pitchside/contract/public-config';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { quietRequestLogging, registerRequestLog } from './plugins/request-log.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { gameIngestRoutes } from './modules/game/routes.ts';
import { gameSignInLinkRoutes } from './modules/game/sign-in-link-routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { registerDemoMedia } from './plugins/demo-media.ts';
import { createPublicResponder, createResponseCache } from './plugins/public-cache.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { findSession, listDemoAccounts, sessionUserOf } from './modules/account/index.ts';
import { createAccountService } from './modules/account/account-service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { securityRoutes } from './modules/account/security-routes.ts';
import { createTwoFactorService } from './modules/account/two-factor.ts';
import { passwordLimit, secondFactorLimit } from './modules/account/rate-limits.ts';
import { avatarRoutes } from './modules/account/avatar-routes.ts';
import { createAccountDeletion } from './modules/account/account-deletion.ts';
import { dataRightsRoutes } from './modules/account/data-rights-routes.ts';
import { createGameSignIn } from './modules/account/game-sign-in.ts';
import { gameSignInRoutes } from './modules/account/game-sign-in-routes.ts';
import { registerPageSessionCookie } from './modules/account/page-session-cookie.ts';
import { createBuiltInGameGateway, type GameGateway } from './modules/game/game-gateway.ts';
import type { MailOutbox } from './modules/mail/mail-outbox.ts';
import type { GrantDispatcher } from './modules/wallet/game-grants.ts';
import { createValueCore } from './modules/wallet/value-core.ts';
import { createPaymentService } from './modules/payments/payment-service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { createOrderRefunds } from './modules/payments/order-refunds.ts';
import type { RefundRecovery } from './modules/payments/refund-recovery-job.ts';
import { creationLimits } from './lib/creation-limits.ts';
import { createRateLimits } from './lib/rate-limiter.ts';
import { localEventBus, type EventBus } from './lib/event-bus.ts';
import { createMatchService } from './modules/stats/match-service.ts';
import { createLiveScoreHub } from './modules/stats/live-scores.ts';
import type { Redis } from 'ioredis';
import { offerRoutes } from './modules/offers/routes.ts';
import { spinRoutes } from './modules/spin/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { faqRoutes } from './modules/support/faq.ts';
import { createSupportService } from './modules/support/support-service.ts';
import { createSpinService } from './modules/spin/spin-service.ts';
import { balanceHistoryRoutes } from './modules/wallet/balance-history-routes.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { createSandboxProvider } from './modules/payments/sandbox-provider.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { sandboxRoutes, type SandboxWebhookSender } from './modules/payments/sandbox-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { resolveVapidKeys, usePushQueue } from './modules/push/index.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createPlayersService } from './modules/admin/players-service.ts';
import { createSalesService } from './modules/admin/sales-service.ts';
import { createCatalogueService } from './modules/admin/catalogue-service.ts';
import { campaignRoutes } from './modules/admin/campaign-routes.ts';
import { createCampaignService } from './modules/admin/campaign-service.ts';
import { createContentAdminService } from './modules/admin/content-service.ts';
import { adminContentRoutes } from './modules/admin/content-routes.ts';
import { createFaqAdminService } from './modules/admin/faq-service.ts';
import { createCodesService } from './modules/codes/codes-service.ts';
import { codeRoutes } from './modules/codes/routes.ts';
import { adminCodeRoutes } from './modules/codes/admin-routes.ts';
import { createCreatorsService } from './modules/codes/creators-service.ts';
import { creatorRoutes } from './modules/codes/creator-routes.ts';
import { registerStaffAccounts } from './modules/staff/index.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs?: JobQueue | undefined;
  logger?: FastifyBaseLogger;
  version?: string;
  /** Where e-mail goes: the job queue in the server, straight to SMTP in tests. */
  mail: MailOutbox;
  game?: GameGateway;
  /** Hands recorded game grants to the game: a durable job in the server. */
  grants: GrantDispatcher;
  /** How the sandbox payment provider delivers its signed webhooks. */
  sandboxWebhooks: SandboxWebhookSender;
  /** Overrides the provider chosen from configuration (tests use a local fake Stripe). */
  paymentProvider?: PaymentProvider;
  /** "Now" for time-based reads (today's matches, purchase periods); tests pass a fixed clock. */
  clock?: () => Date;
  /** Shared abuse limits across servers (REDIS_URL); without it each process counts alone. */
  redis?: Redis | undefined;
  /**
   * Messages between servers (PostgreSQL LISTEN/NOTIFY in the server); tests of one app use
   * the in-process bus.
   */
  events?: EventBus;
  /** Set on SIGTERM: readiness answers 503 while requests drain. */
  draining?: () => boolean;
  /** Filled here: the `refund-recovery` job finishes refunds a crash left unfinished. */
  refundRecovery?: RefundRecovery;
}

export function publicConfigOf(config: Config): PublicConfig {
  return {
    productName: config.PRODUCT_NAME,
    appStoreUrl: config.APP_STORE_URL,
    googlePlayUrl: config.GOOGLE_PLAY_URL,
    telegramBotUrl: config.TELEGRAM_BOT_URL,
    linkHosts: config.linkHosts,
    ...(config.isProduction ? {} : { devMailboxUrl: '/dev/mailbox' }),
  };
}

/** Builds the whole HTTP application without listening, so tests drive it with inject(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Per-request lines come from plugins/request-log.ts, at a level that matches their news.
    logController: quietRequestLogging(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Forwarded headers only from the proxies named in TRUSTED_PROXIES (issue 31): anyone else's
    // X-Forwarded-For is ignored, so a client cannot choose the address the abuse limits count.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerPageSessionCookie(app, {
    secure: config.publicUrl.startsWith('https://'),
    clock: deps.clock ?? (() => new Date()),
  });

  registerRequestLog(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  await registerCsrf(app, config);
  // The API explorer: off in production unless API_DOCS=true (issue 31).
  if (config.apiDocsEnabled) await registerApiDocs(app, config.PRODUCT_NAME);

  const metrics = createMetrics();
  const streams = { open: () => 0 };
  registerMetrics(app, metrics, {
    pool: deps.database.pool,
    openStreams: () => streams.open(),
    token: config.METRICS_TOKEN,
    production: config.isProduction,
  });

  await app.register(healthRoutes, {
    db: deps.database.db,
    version: deps.version ?? 'dev',
    redis: deps.redis,
    draining: deps.draining ?? (() => false),
  });
  if (!config.isProduction && !config.SMTP_URL) {
    const db = deps.database.db;
    await app.register(devMailboxRoutes, {
      db,
      productName: config.PRODUCT_NAME,
      demoData: () => listDemoAccounts(db),
    });
  }

  const clock = deps.clock ?? (() => new Date());
  const responseCache = createResponseCache(config);
  const respond = createPublicResponder(responseCache);
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
  const matches = createMatchService(deps.database.db, {
    clock,
    timeZone: config.GAME_TIMEZONE,
    world: config.GAME_WORLD,
  });
  const liveScores = createLiveScoreHub({
    matches,
    events,
    log: app.log,
    maxPerAddress: config.LIVE_STREAMS_PER_ADDRESS,
    maxTotal: config.LIVE_STREAMS_TOTAL,
  });
  streams.open = () => liveScores.openStreams;
  app.addHook('preClose', async () => liveScores.close());
  await app.register(contentRoutes, { db: deps.database.db, respond, clock, dataDir: config.dataDir });
  await app.register(statsRoutes, {
    db: deps.database.db,
    respond,
    clock,
    timeZone: config.GAME_TIMEZONE,
    matches,
    hub: liveScores,
    onStreamRefused: (cap) => metrics.rateLimitRejected.inc({ rule: `live-stream-${cap}` }),
  });
  await app.register(vipRoutes, { db: deps.database.db, respond });
  await app.register(shopRoutes, { db: deps.database.db, respond });
  await app.register(gameIngestRoutes, { database: deps.database, secret: config.GAME_INGEST_SECRET, clock });
  await app.register(gameSignInLinkRoutes, {
    database: deps.database,
    secret: config.GAME_INGEST_SECRET,
    clock,
    publicUrl: config.publicUrl,
  });
  await registerDemoMedia(app);

  const db = deps.database.db;
  const twoFactor = createTwoFactorService({
    db,
    clock,
    productName: config.PRODUCT_NAME,
    staffRequired: config.staffTwoFactorRequired,
  });
  registerAuthentication(app, {
    db,
    clock,
    ...(config.staffTwoFactorRequired
      ? { staffSecondFactor: (userId: number) => twoFactor.isEnabled(userId) }
      : {}),
  });
  // Abuse limits: one set of counters for the app, in Redis when configured.
  const rateLimits = createRateLimits({
    redis: deps.redis,
    onReject: (rule) => metrics.rateLimitRejected.inc({ rule }),
  });
  const game = deps.game ?? createBuiltInGameGateway(db);
  const accounts = createAccountService({
    db,
    game,
    mail: deps.mail,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    twoFactor,
    secondFactorLimit: secondFactorLimit(rateLimits, config.RATE_LIMIT_SCALE),
    passwordLimit: passwordLimit(rateLimits, config.RATE_LIMIT_SCALE),
  });
  await app.register(accountRoutes, {
    db,
    accounts,
    clock,
    rateLimits,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  await app.register(securityRoutes, {
    db,
    twoFactor,
    clock,
    rateLimits,
    rateLimitScale: config.RATE_LIMIT_SCALE,
  });
  await app.register(gameSignInRoutes, {
    db,
    gameSignIn: createGameSignIn({
      db,
      clock,
      afterSignIn: (user, sessionToken, userAgent, ip) =>
        accounts.afterSignIn(user, sessionToken, userAgent, ip),
      // Two-factor accounts sign in with their password and code, never with a link from the game.
      secondFactorEnabled: (userId) => twoFactor.isEnabled(userId),
    }),
    clock,
    rateLimits,
    rateLimitScale: config.RATE_LIMIT_SCALE,
  });
  await app.register(notificationRoutes, { db, clock });
  // Web push (decision 0026): notifications queue their pushes on the app's job queue.
  if (deps.jobs) {
    usePushQueue(deps.jobs);
    app.addHook('onClose', async () => usePushQueue(null));
  }
  await app.register(pushRoutes, { db, clock, publicKey: resolveVapidKeys(config).publicKey });
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
  // Per-player creation limits (checkouts, gift links, tickets, spins, uploads).
  const limits = creationLimits(rateLimits, config.RATE_LIMIT_SCALE);
  await app.register(paymentRoutes, { db, payments, provider, limits, clock });
  await app.register(offerRoutes, {
    db,
    game,
    core,
    clock,
    timeZone: config.GAME_TIMEZONE,
  });
  const spin = createSpinService({
    db,
    core,
    clock,
    timeZone: config.GAME_TIMEZONE,
    cooldownSeconds: config.SPIN_COOLDOWN_SECONDS,
  });
  await app.register(spinRoutes, { spin, limits });
  const support = createSupportService({
    db,
    dataDir: config.dataDir,
    mail: deps.mail,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    attachmentQuotaBytes: config.ATTACHMENT_QUOTA_MB * 1024 * 1024,
  });
  await app.register(supportRoutes, { support, limits });
  await app.register(faqRoutes, { db });
  await app.register(balanceHistoryRoutes, { db, clock, timeZone: config.GAME_TIMEZONE });
  if (provider.name === 'sandbox')
    await app.register(sandboxRoutes, { db, webhooks: deps.sandboxWebhooks, clock });
  await app.register(avatarRoutes, { db, clock, dataDir: config.dataDir, limits });
  // Data rights (issue 16): download my data, delete my account (erased later by a job).
  await app.register(dataRightsRoutes, {
    db,
    clock,
    rateLimits,
    rateLimitScale: config.RATE_LIMIT_SCALE,
    deletion: createAccountDeletion({
      db,
      mail: deps.mail,
      clock,
      productName: config.PRODUCT_NAME,
      publicUrl: config.publicUrl,
      timeZone: config.GAME_TIMEZONE,
      twoFactor,
    }),
  });
  await app.register(adminRoutes, {
    db,
    players: createPlayersService({ db, core, clock }),
    payments,
    sales: createSalesService({ db, timeZone: config.GAME_TIMEZONE }),
    // Public answers cached in this process (the seasonal packs) show the new price at once.
    catalogue: createCatalogueService({ db, clock, onChange: contentChanged }),
  });
  await app.register(campaignRoutes, { campaigns: createCampaignService({ db, clock }) });
  await app.register(adminContentRoutes, {
    linkHosts: config.linkHosts,
    content: createContentAdminService({ db, clock, dataDir: config.dataDir, onChange: contentChanged }),
    faq: createFaqAdminService({ db, clock }),
  });
  // Promo codes (issue 36): redeemed by players, run by the studio in the back office.
  const codes = createCodesService({ db, core, clock });
  await app.register(codeRoutes, { codes, rateLimits, rateLimitScale: config.RATE_LIMIT_SCALE });
  const creators = createCreatorsService({ db, clock, timeZone: config.GAME_TIMEZONE });
  await app.register(creatorRoutes, { creators, rateLimits, rateLimitScale: config.RATE_LIMIT_SCALE });
  await app.register(adminCodeRoutes, { codes, creators });
  // Staff accounts managed by an admin, and the invitee's one-time link (issue 35).
  await registerStaffAccounts(app, {
    db,
    clock,
    mail: deps.mail,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    twoFactor,
  });

  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR,
    publicConfig: publicConfigOf(config),
    publicUrl: config.publicUrl,
    // The player behind a page's session cookie, for their money pages (decision 0021).
    playerOf: async (token) => {
      const found = await findSession(db, token, clock());
      if (!found || found.user.blockedAt) return null;
      return { userId: String(found.user.id), user: await sessionUserOf(db, found.user, clock()) };
    },
    onRendererReady: (renderer) => changeListeners.push(() => renderer.clear()),
  });
  return app;
}
