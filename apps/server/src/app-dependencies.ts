import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { EventBus } from './lib/event-bus.ts';
import type { GameGateway } from './modules/game/index.ts';
import type { MailOutbox } from './modules/mail/index.ts';
import type { GrantDispatcher } from './modules/wallet/game-grants.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import type { RefundRecovery } from './modules/payments/refund-recovery-job.ts';
import type { SandboxWebhookSender } from './modules/payments/sandbox-routes.ts';

/** What the server (main.ts) or a test hands buildApp: settings, connections and outside parts. */
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
