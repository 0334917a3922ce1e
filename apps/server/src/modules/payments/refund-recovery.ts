import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { orderRefundIntents } from '../../db/schema/refunds.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValueCore } from '../wallet/index.ts';
import { lockOrderOrBusy } from './order-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { RefundOutcome, RefundRequest } from './refund-finish.ts';

type Intent = typeof orderRefundIntents.$inferSelect;

/** Recovery gives up on an intent the provider refused this many times (logged for an admin). */
export const MAX_RECOVERY_ATTEMPTS = 10;

/** What recovery runs over: the value core, the provider and the refund's locked last step. */
export interface RefundParts {
  core: ValueCore;
  provider: PaymentProvider;
  finishLocked: (request: RefundRequest) => Promise<RefundOutcome>;
}

/** The admin's refund a started intent stands for. */
export const requestOf = (intent: Intent): RefundRequest => ({
  orderId: intent.orderId,
  reason: intent.reason,
  actor:
    intent.actorUserId !== null
      ? {
          id: intent.actorUserId,
          email: intent.actorEmail ?? '',
          ...(intent.actorIp ? { ip: intent.actorIp } : {}),
        }
      : null,
  refundedAtProvider: false,
});

/**
 * The `refund-recovery` job: finishes refunds started before `olderThan` and never finished
 * (their server died between the provider and the portal). Answers how many it finished.
 */
export async function recoverStartedRefunds(
  deps: RefundParts,
  options: {
    olderThan: Date;
    log?: { error(object: object, message: string): void };
  },
): Promise<number> {
  const { result: intents } = await deps.core.transact((scope) =>
    scope.tx
      .select()
      .from(orderRefundIntents)
      .where(
        and(
          lt(orderRefundIntents.startedAt, options.olderThan),
          lt(orderRefundIntents.attempts, MAX_RECOVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(orderRefundIntents.startedAt))
      .limit(100),
  );
  let finished = 0;
  for (const intent of intents) {
    try {
      if (await recoverOne(deps, intent)) finished += 1;
    } catch (error) {
      // Another path holds the order right now: it finishes it, or the next run does.
      if (error instanceof AppError && error.code === 'OPERATION_IN_PROGRESS') continue;
      options.log?.error({ err: error, orderId: intent.orderId }, 'refund recovery failed');
      await deps.core.transact((scope) =>
        scope.tx
          .update(orderRefundIntents)
          .set({
            attempts: sql`${orderRefundIntents.attempts} + 1`,
            lastError: String((error as Error).message ?? error).slice(0, 500),
          })
          .where(eq(orderRefundIntents.orderId, intent.orderId)),
      );
    }
  }
  return finished;
}

async function recoverOne(deps: RefundParts, intent: Intent): Promise<boolean> {
  const request = requestOf(intent);
  const { result: order } = await deps.core.transact(async (scope) => {
    const row = await lockOrderOrBusy(scope.tx, intent.orderId);
    if (row === 'busy') return 'busy' as const;
    // Finished or never deliverable: the intent has nothing left to do.
    if (!row || row.status !== 'fulfilled') {
      await scope.tx.delete(orderRefundIntents).where(eq(orderRefundIntents.orderId, intent.orderId));
      return null;
    }
    return row;
  });
  if (order === 'busy' || order === null) return false;
  if (order.providerSessionId) await deps.provider.refund(order.providerSessionId, order.id);
  const outcome = await deps.finishLocked(request);
  return outcome.refunded;
}
