// The payments module's public face (see account/index.ts): its plugin, and what the back office may use.
export { paymentsModule } from './payments-plugin.ts';
export type { PaymentService } from './payment-service.ts';
export type { RefundOutcome } from './order-refunds.ts';
