import type { Database } from '../../db/client.ts';
import type { GameGateway } from '../game/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import { createFulfilment } from './fulfilment.ts';
import { createOrderRefunds } from './order-refunds.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createReceipts, type ReceiptSettings } from './receipts.ts';

/** What the payments module is built from (wired once in app.ts). */
export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  game: GameGateway;
  /** The one door through which value moves (ledger, grants, notifications). */
  core: ValueCore;
  clock: () => Date;
  publicUrl: string;
  timeZone: string;
  /** Gift recipients are told by e-mail too (optional so unit tests can leave mail out). */
  mail?: MailOutbox;
  productName?: string;
  /** VAT rate and merchant for receipt e-mails (defaults: 20 %, the product's studio). */
  receipts?: ReceiptSettings;
}

/**
 * The dependencies every payment operation runs over: the inputs plus the parts built from them
 * once (receipt e-mails, order refunds, fulfilment), so each operation is a plain function.
 */
export interface PaymentContext extends PaymentDeps {
  mails: ReturnType<typeof createReceipts>;
  refunds: ReturnType<typeof createOrderRefunds>;
  fulfilment: ReturnType<typeof createFulfilment>;
}

export function createPaymentContext(deps: PaymentDeps): PaymentContext {
  const productName = deps.productName ?? 'Pitchside';
  const mails = createReceipts({
    db: deps.db,
    mail: deps.mail,
    productName,
    publicUrl: deps.publicUrl,
    timeZone: deps.timeZone,
    settings: deps.receipts ?? {
      vatRate: 0.2,
      merchantName: `${productName} Studio`,
      merchantAddress: 'Address not configured (set MERCHANT_ADDRESS)',
    },
  });
  const refunds = createOrderRefunds({ core: deps.core, provider: deps.provider });
  const fulfilment = createFulfilment({
    ...deps,
    // A second payment for a once-only offer, given back: the buyer reads why.
    onDuplicateRefunded: (order) => mails.sendRefund(order, { kind: 'duplicate' }),
  });
  return { ...deps, mails, refunds, fulfilment };
}
