import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@pitchside/contract/constants';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { startDevSmtpServer } from '../src/modules/mail/dev-smtp-server.ts';
import { directOutbox } from '../src/modules/mail/mail-outbox.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { createBuiltInGameGateway, type GameGateway } from '../src/modules/game/game-gateway.ts';
import { deliverGrant } from '../src/modules/wallet/game-grants.ts';
import type { PaymentProvider } from '../src/modules/payments/payment-provider.ts';
import type { RefundRecovery } from '../src/modules/payments/refund-recovery-job.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../src/modules/payments/webhook-signature.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestLogger } from './server-log.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** inject() with a valid CSRF cookie/header pair, as the web client sends it. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Registers extra routes before the app boots (tests of cross-cutting plugins). */
  extend?: (app: FastifyInstance) => PromiseLike<unknown> | void;
  /** A fixed "now" for time-based reads (today's matches, purchase periods). */
  clock?: () => Date;
  /** The game behind the portal; the built-in one by default. */
  game?: GameGateway;
  paymentProvider?: PaymentProvider;
  /** Filled by the app: runs the `refund-recovery` job's work (tests of crash recovery). */
  refundRecovery?: RefundRecovery;
  /** A job queue of the test's own on the app's database (jobs the app queues run there). */
  jobs?: (database: TestDatabase) => Promise<JobQueue>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  // The pool the app would get from DATABASE_POOL_SIZE; the small default keeps parallel files light.
  const database = await createTestDatabase(
    env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
  );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  // Real SMTP into the development mailbox of this test's database, delivered at once.
  const smtp = await startDevSmtpServer(database.db);
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM });
  const game = options.game ?? createBuiltInGameGateway(database.db);
  const jobs = await options.jobs?.(database);
  // Grants are delivered at once and sandbox webhooks are posted, signed, to the app itself.
  const self: { app?: FastifyInstance } = {};
  const app = await buildApp({
    config,
    database,
    // Error lines are recorded: a test fails on one it did not declare (test/server-log.ts).
    logger: createTestLogger(),
    clock: options.clock,
    jobs,
    mail: directOutbox(mailer),
    game,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.refundRecovery ? { refundRecovery: options.refundRecovery } : {}),
    grants: { dispatch: (grantId) => deliverGrant(database.db, game, grantId) },
    sandboxWebhooks: {
      async send(event) {
        const body = JSON.stringify(event);
        await self.app?.inject({
          method: 'POST',
          url: '/api/payments/webhook/sandbox',
          payload: body,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signWebhook(config.SANDBOX_WEBHOOK_SECRET, body),
          },
        });
      },
    },
  });
  self.app = app;
  await options.extend?.(app);
  await app.ready();
  const csrfToken = 'test-csrf-token-0123456789abcdef';
  return {
    app,
    database,
    config,
    request(options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      const cookies = { [CSRF_COOKIE]: csrfToken, ...(options.cookies ?? {}) };
      headers[CSRF_HEADER] ??= csrfToken;
      return app.inject({ ...options, headers, cookies });
    },
    async close() {
      await app.close();
      await jobs?.stop();
      mailer.close();
      await smtp.close();
      await database.drop();
    },
  };
}
