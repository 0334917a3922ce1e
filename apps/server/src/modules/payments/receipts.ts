import { isLanguageCode } from '@pitchside/contract/languages';
import type { Database } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import { mailString, renderMail } from '../mail/index.ts';
import { orderItems } from '../wallet/index.ts';
import { userById, type OrderRow } from './order-repository.ts';

/** Why an order was refunded, in words the buyer reads (never a provider's or a developer's). */
export type RefundReason =
  { kind: 'duplicate' } | { kind: 'support'; note: string } | { kind: 'provider' } | { kind: 'chargeback' };

export interface ReceiptSettings {
  /** Part of the price that is VAT, e.g. 0.2 (prices include it). */
  vatRate: number;
  merchantName: string;
  merchantAddress: string;
}

/** The VAT inside a price that includes it, in cents: price − price / (1 + rate), rounded. */
export const vatIncludedCents = (priceCents: number, rate: number) =>
  priceCents - Math.round(priceCents / (1 + rate));

/**
 * The confirmation of the contract on a durable medium (EU CRD art. 8(7)): a receipt e-mail for
 * every delivered payment and a refund e-mail for every refund, in the buyer's language.
 */
export function createReceipts(deps: {
  db: Database;
  mail?: MailOutbox;
  productName: string;
  publicUrl: string;
  timeZone: string;
  settings: ReceiptSettings;
}) {
  const { settings } = deps;
  const link = `${deps.publicUrl.replace(/\/$/, '')}/account/balance-history?tab=payments`;
  const formats = (language: string) => {
    const lang = isLanguageCode(language) ? language : 'en';
    return {
      money: (cents: number, currency: string) =>
        new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100),
      count: (value: number) => new Intl.NumberFormat(lang).format(value),
      percent: (rate: number) =>
        new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(rate),
      time: (at: Date) =>
        `${new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: deps.timeZone }).format(at)} (${deps.timeZone})`,
    };
  };
  const merchant = `${settings.merchantName}, ${settings.merchantAddress}`;

  async function buyerOf(order: OrderRow) {
    return deps.mail ? userById(deps.db, order.userId) : undefined;
  }

  /** What the order delivered, item by item, in the buyer's words. */
  function delivered(order: OrderRow, language: string) {
    const f = formats(language);
    const lines = orderItems(order).map((item) =>
      mailString('paymentReceipt', language, `item_${item.kind}`, { count: f.count(item.amount) }),
    );
    if (order.premiumType)
      lines.push(
        mailString('paymentReceipt', language, 'item_premium', {
          type: order.premiumType.charAt(0).toUpperCase() + order.premiumType.slice(1),
        }),
      );
    return lines.join(', ');
  }

  /** What every mail about an order starts with: to whom, in which language, about which order. */
  const aboutOrder = (order: OrderRow, buyer: { email: string; language: string; name: string }) => ({
    to: buyer.email,
    language: buyer.language,
    product: deps.productName,
    vars: { name: buyer.name, order: String(order.id), pack: order.productName },
    link,
  });
  /** The first lines of every order mail's details: the order's number and what it was for. */
  const orderLines = (order: OrderRow) => [
    { label: 'order', value: `#${order.id}` },
    { label: 'item', value: order.productName },
  ];

  /** The receipt of a delivered order, as an e-mail (also what the balance history downloads). */
  function receiptMessage(order: OrderRow, buyer: { email: string; language: string; name: string }) {
    const f = formats(buyer.language);
    const text = (key: string, vars: Record<string, string>) =>
      mailString('paymentReceipt', buyer.language, key, vars);
    const price = f.money(order.amountCents, order.currency);
    return renderMail('paymentReceipt', {
      ...aboutOrder(order, buyer),
      details: [
        ...orderLines(order),
        { label: 'delivered', value: delivered(order, buyer.language) },
        { label: 'price', value: text('vatIncluded', { amount: price }) },
        // A discount code taken at checkout (decision 0031): what it took off the list price.
        ...(order.promoCode && order.discountCents > 0
          ? [
              {
                label: 'discount',
                value: text('discountValue', {
                  code: order.promoCode,
                  amount: f.money(order.discountCents, order.currency),
                  listPrice: f.money(
                    order.listPriceCents ?? order.amountCents + order.discountCents,
                    order.currency,
                  ),
                }),
              },
            ]
          : []),
        {
          label: 'vat',
          value: text('vatAmount', {
            amount: f.money(vatIncludedCents(order.amountCents, settings.vatRate), order.currency),
            rate: f.percent(settings.vatRate),
          }),
        },
        { label: 'paidAt', value: f.time(order.fulfilledAt ?? order.createdAt) },
        { label: 'consent', value: order.consentAt ? f.time(order.consentAt) : '—' },
        { label: 'merchant', value: merchant },
      ],
    });
  }

  return {
    receiptMessage,

    async sendReceipt(order: OrderRow): Promise<void> {
      const buyer = await buyerOf(order);
      if (!buyer || !deps.mail) return;
      await deps.mail.send(receiptMessage(order, buyer));
    },

    async sendRefund(order: OrderRow, reason: RefundReason): Promise<void> {
      const buyer = await buyerOf(order);
      if (!buyer || !deps.mail) return;
      const f = formats(buyer.language);
      const text = (key: string, vars: Record<string, string> = {}) =>
        mailString('refundReceipt', buyer.language, key, vars);
      const why =
        reason.kind === 'duplicate'
          ? text('reasonDuplicate')
          : reason.kind === 'support'
            ? text('reasonSupport', { reason: reason.note })
            : reason.kind === 'chargeback'
              ? text('reasonChargeback')
              : text('reasonProvider');
      await deps.mail.send(
        renderMail('refundReceipt', {
          ...aboutOrder(order, buyer),
          details: [
            ...orderLines(order),
            {
              label: 'amount',
              value: text('vatIncluded', { amount: f.money(order.amountCents, order.currency) }),
            },
            { label: 'reason', value: why },
            { label: 'refundedAt', value: f.time(order.refundedAt ?? order.closedAt ?? new Date()) },
            { label: 'merchant', value: merchant },
          ],
        }),
      );
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
