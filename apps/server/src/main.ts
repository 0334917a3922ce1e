import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { prepareDemoWorld } from './modules/game/demo-world.ts';
import { ensureDemoAccounts, listDemoAccounts } from './modules/account/demo-accounts.ts';
import { simulatorJob } from './modules/game/simulator/simulator-job.ts';
import { accountErasureJob } from './modules/account/account-erasure.ts';
import { createPushSender, resolveVapidKeys, sendPushJob } from './modules/push/index.ts';
import { freeGiftReadyJob } from './modules/offers/free-gift-ready.ts';
import { matchRemindersJob } from './modules/stats/match-reminders.ts';
import { startDevSmtpServer, type DevSmtpServer } from './modules/mail/dev-smtp-server.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { queuedOutbox } from './modules/mail/mail-outbox.ts';
import { createBuiltInGameGateway } from './modules/game/game-gateway.ts';
import { grantJobs, queuedGrants } from './modules/wallet/game-grants.ts';
import { queuedSandboxWebhooks, sandboxWebhookJob } from './modules/payments/sandbox-routes.ts';
import { refundRecoveryJob, type RefundRecovery } from './modules/payments/refund-recovery-job.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { sendMailJob } from './modules/mail/send-mail-job.ts';
import { SERVER_ROOT } from './lib/server-root.ts';
import { printStartupBanner } from './startup-banner.ts';
import { connectRedis } from './lib/redis.ts';
import { postgresEventBus } from './lib/event-bus.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  config.WEB_DIST_DIR ??= path.join(SERVER_ROOT, '..', 'web', 'dist');
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(process.stdout.isTTY && !config.isProduction
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      log: (message) => logger.debug({ postgres: message.trim() }),
      notice: (message) => logger.warn(message),
    });
    databaseUrl = embedded.url;
  }

  const database = connectDatabase(databaseUrl, config.DATABASE_POOL_SIZE);
  await runMigrations(database);
  if (config.GAME_WORLD === 'demo') {
    await prepareDemoWorld(database, {
      scale: config.DEMO_SCALE,
      timeZone: config.GAME_TIMEZONE,
      simulate: config.JOBS_ENABLED,
      log: logger,
    });
    if (!config.isProduction) await ensureDemoAccounts(database.db);
  }
  // Without SMTP_URL (never in production) mail goes to the local development mailbox over SMTP.
  let devSmtp: DevSmtpServer | undefined;
  if (!config.SMTP_URL) devSmtp = await startDevSmtpServer(database.db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL ?? devSmtp?.url ?? '', from: config.MAIL_FROM });

  const game = createBuiltInGameGateway(database.db);
  let listeningPort = config.PORT;
  const queueRef: { current?: JobQueue } = {};
  const refundRecovery: RefundRecovery = {};
  const jobs = await startJobQueue({
    connectionString: databaseUrl,
    timezone: config.GAME_TIMEZONE,
    workers: config.JOBS_ENABLED,
    jobs: [
      sendMailJob(mailer),
      sendPushJob(createPushSender({ db: database.db, vapid: resolveVapidKeys(config), log: logger })),
      freeGiftReadyJob(database.db, { timeZone: config.GAME_TIMEZONE }),
      matchRemindersJob(database.db),
      accountErasureJob(database.db, { dataDir: config.dataDir, log: logger }),
      ...grantJobs(database.db, game, () => queueRef.current as JobQueue),
      refundRecoveryJob(refundRecovery, logger),
      sandboxWebhookJob({
        selfUrl: () => `http://127.0.0.1:${listeningPort}`,
        secret: config.SANDBOX_WEBHOOK_SECRET,
      }),
      ...(config.GAME_WORLD === 'demo'
        ? [simulatorJob(database, { timeZone: config.GAME_TIMEZONE, log: logger })]
        : []),
    ],
    log: logger,
  });

  queueRef.current = jobs;
  // Shared abuse limits when REDIS_URL is set; messages between servers over PostgreSQL.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, logger) : undefined;
  const events = await postgresEventBus({ url: databaseUrl, pool: database.pool, log: logger });
  let draining = false;
  const app = await buildApp({
    redis,
    events,
    draining: () => draining,
    config,
    database,
    jobs,
    logger,
    version: VERSION,
    game,
    mail: queuedOutbox(jobs),
    grants: queuedGrants(jobs),
    sandboxWebhooks: queuedSandboxWebhooks(jobs),
    refundRecovery,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const bound = app.server.address();
  if (bound && typeof bound === 'object') listeningPort = bound.port;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Answer "not ready" while the load balancer notices, then stop taking requests (open
    // streams end, running requests finish), let running jobs finish, release the database.
    draining = true;
    if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    }
    await app.close().catch((err: unknown) => logger.error({ err }, 'closing HTTP server failed'));
    await jobs.stop().catch((err: unknown) => logger.error({ err }, 'stopping jobs failed'));
    await events.close();
    redis?.disconnect();
    mailer.close();
    await devSmtp?.close();
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches both `npm start`'s wrapper and this process, and the wrapper
  // passes it on; a second signal must not kill the server halfway through its shutdown.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const demo =
    config.GAME_WORLD === 'demo' && !config.isProduction ? await listDemoAccounts(database.db) : undefined;
  printStartupBanner({ config, port, embedded: Boolean(embedded), devMailbox: Boolean(devSmtp), demo });
}

main().catch((error: unknown) => {
  console.error('Pitchside failed to start:', error);
  process.exit(1);
});
