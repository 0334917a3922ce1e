// The payments module's public face (see account/index.ts): what the back office may use.
export type { PaymentService } from './payment-service.ts';
export type { RefundOutcome } from './order-refunds.ts';
