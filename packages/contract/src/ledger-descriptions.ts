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
  promoCode: 'Promo code {{code}}',
} as const;
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
