import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentService } from './payment-service.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxRoutes, type SandboxWebhookSender } from './sandbox-routes.ts';

/**
 * Payments: checkouts, gift and payment links, upsells and webhooks over the payment service
 * (app-context.ts builds it once: the back office refunds through it). The sandbox's hosted
 * checkout pages exist only when the sandbox is the provider.
 */
export const paymentsModule: FastifyPluginAsync<{
  db: Database;
  payments: PaymentService;
  provider: PaymentProvider;
  limits: CreationLimits;
  clock: () => Date;
  sandboxWebhooks: SandboxWebhookSender;
}> = async (app, { db, payments, provider, limits, clock, sandboxWebhooks }) => {
  await app.register(paymentRoutes, { db, payments, provider, limits, clock });
  if (provider.name === 'sandbox')
    await app.register(sandboxRoutes, { db, webhooks: sandboxWebhooks, clock });
};
