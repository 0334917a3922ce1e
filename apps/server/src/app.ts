import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicConfig } from '@pitchside/contract/public-config';
import { publicConfig } from '@pitchside/contract/public-config-schema';
import type { Config } from './config.ts';
import type { AppDependencies } from './app-dependencies.ts';
import { createAppContext } from './app-context.ts';
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
import { registerDemoMedia } from './plugins/demo-media.ts';
import { accountModule, findSession, sessionUserOf } from './modules/account/index.ts';
import { registerPageSessionCookie } from './modules/account/page-session-cookie.ts';
import { adminModule } from './modules/admin/admin-plugin.ts';
import { codesModule } from './modules/codes/index.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { gameModule } from './modules/game/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { pushModule } from './modules/push/index.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { spinModule } from './modules/spin/spin-plugin.ts';
import { staffModule } from './modules/staff/index.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { supportModule } from './modules/support/index.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { balanceHistoryRoutes } from './modules/wallet/balance-history-routes.ts';

/**
 * The settings the web app reads from the page (contract `publicConfig`), checked once here: the
 * browser trusts the block the server wrote and only guards its shape (web lib/config.ts).
 */
export function publicConfigOf(config: Config): PublicConfig {
  return publicConfig.parse({
    productName: config.PRODUCT_NAME,
    appStoreUrl: config.APP_STORE_URL,
    googlePlayUrl: config.GOOGLE_PLAY_URL,
    telegramBotUrl: config.TELEGRAM_BOT_URL,
    linkHosts: config.linkHosts,
    ...(config.isProduction ? {} : { devMailboxUrl: '/dev/mailbox' }),
  });
}

function createServer(deps: AppDependencies) {
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
  return app;
}

/**
 * Builds the whole HTTP application without listening, so tests drive it with inject(). It
 * composes plugins: the cross-cutting ones (plugins/), then one per module, each registering
 * its own routes over the shared parts of app-context.ts. The web app's pages come last.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createServer(deps);
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
  const context = createAppContext(app, deps, metrics);
  const { db, clock, twoFactor } = context;
  registerMetrics(app, metrics, {
    pool: deps.database.pool,
    openStreams: () => context.hub.openStreams,
    token: config.METRICS_TOKEN,
    production: config.isProduction,
  });

  await app.register(healthRoutes, context);
  // The development mailbox: only outside production with no SMTP_URL.
  if (!config.isProduction && !config.SMTP_URL) await app.register(devMailboxRoutes, context);
  await app.register(contentRoutes, context);
  await app.register(statsRoutes, context);
  await app.register(vipRoutes, context);
  await app.register(shopRoutes, context);
  await app.register(gameModule, context);
  await registerDemoMedia(app);

  registerAuthentication(app, {
    db,
    clock,
    ...(config.staffTwoFactorRequired
      ? { staffSecondFactor: (userId: number) => twoFactor.isEnabled(userId) }
      : {}),
  });
  // Modules behind the session guards: one line each.
  await app.register(accountModule, context);
  await app.register(notificationRoutes, context);
  await app.register(pushModule, context);
  await app.register(paymentsModule, context);
  await app.register(offerRoutes, context);
  await app.register(spinModule, context);
  await app.register(supportModule, context);
  await app.register(balanceHistoryRoutes, context);
  await app.register(adminModule, context);
  // Promo codes and creators (issue 36).
  await app.register(codesModule, context);
  // Staff accounts managed by an admin, and the invitee's one-time link (issue 35).
  await app.register(staffModule, context);

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
    onRendererReady: (renderer) => context.onContentChange(() => renderer.clear()),
  });
  return app;
}
