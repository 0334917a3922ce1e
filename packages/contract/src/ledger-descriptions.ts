import { z } from 'zod';

/**
 * What a balance-history row says, as a key and its values (issue 14): the web writes it in the
 * reader's language (`wallet:ledger.<key>`); the English text, stored beside it, is what API
 * clients and the back office read. A product is named by its slug too, so the reader's
 * language can name it.
 */
export const LEDGER_DESCRIPTIONS = {
  purchase: '{{product}}',
  gift: 'Gift: {{product}}',
  refund: 'Refund: {{product}}',
  freeGift: 'Daily Free Gift',
  spinCost: 'Spin The Wheel',
  spinPrize: 'Spin prize: {{amount}} web points',
  welcomeBonus: 'Welcome bonus',
  compensation: 'Compensation: {{reason}}',
  chargeback: 'Chargeback: {{product}}',
  reversal: 'Reversed by the payment provider: {{product}}',
  promoCode: 'Promo code {{code}}',
} as const;
/**
 * The kinds of balance-history rows (issue 32): a refund, a reversal (a refund made at the
 * provider), a chargeback and a compensation each have their own type, never "purchase".
 */
export const LEDGER_ENTRY_TYPES = [
  'purchase',
  'spend',
  'bonus',
  'claim',
  'promo',
  'refund',
  'reversal',
  'chargeback',
  'compensation',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
export const ledgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);

/** Rows that take back web points an earlier credit gave: they lower what was earned, not spend. */
export const LEDGER_TAKE_BACK_TYPES = [
  'refund',
  'reversal',
  'chargeback',
] as const satisfies readonly LedgerEntryType[];

/**
 * The one definition of the lifetime figures (issue 32), the same on the profile and in the
 * balance history: *earned* is every credit the player ever received less what refunds,
 * reversals and chargebacks took back; *spent* is every web point spent.
 */
export function lifetimeFigures(rows: Iterable<{ type: LedgerEntryType; amount: number }>) {
  let earned = 0;
  let spent = 0;
  const takeBacks: readonly string[] = LEDGER_TAKE_BACK_TYPES;
  for (const row of rows) {
    if (takeBacks.includes(row.type)) earned += row.amount;
    else if (row.amount > 0) earned += row.amount;
    else spent -= row.amount;
  }
  return { earned: Math.max(0, earned), spent };
}

/** Why an order was refunded, as the order records it. */
export const ORDER_REFUND_KINDS = ['duplicate', 'support', 'provider', 'chargeback'] as const;
export type OrderRefundKind = (typeof ORDER_REFUND_KINDS)[number];

export type LedgerDescriptionKey = keyof typeof LEDGER_DESCRIPTIONS;
export const ledgerDescriptionKey = z.enum(
  Object.keys(LEDGER_DESCRIPTIONS) as [LedgerDescriptionKey, ...LedgerDescriptionKey[]],
);
export const ledgerDescriptionParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type LedgerDescriptionParams = z.infer<typeof ledgerDescriptionParams>;

export interface LedgerDescription {
  key: LedgerDescriptionKey;
  params?: LedgerDescriptionParams;
}

/** The English text of a description (what rows written before keys existed hold). */
export function englishLedgerDescription({ key, params = {} }: LedgerDescription): string {
  return LEDGER_DESCRIPTIONS[key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(params[name] ?? ''),
  );
}
