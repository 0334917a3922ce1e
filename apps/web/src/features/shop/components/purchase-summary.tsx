import type { PurchaseConfirmation } from '@pitchside/contract/payments';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useProductName } from '@/lib/i18n/product-name';

const ITEM_KINDS = ['tickets', 'webPoints', 'energy', 'skillPoints', 'superGoal'] as const;
type ItemKind = (typeof ITEM_KINDS)[number];
const isItemKind = (kind: string): kind is ItemKind => (ITEM_KINDS as readonly string[]).includes(kind);

/** Spec §3 "Purchase / payment confirmation": what was paid and what was credited. */
export function PurchaseSummary({ purchase }: { purchase: PurchaseConfirmation }) {
  const { t, i18n } = useTranslation(['payments', 'offers']);
  const productName = useProductName();
  const number = (value: number) => formatNumber(value, i18n.language);

  const rows: { key: string; label: string; value: string; tone?: 'vip' | 'total' }[] = [
    {
      key: 'product',
      label: t('summary.product'),
      value: productName(purchase.productSlug, purchase.productName),
    },
  ];
  if (purchase.isGift && purchase.recipient) {
    rows.push({ key: 'recipient', label: t('summary.recipient'), value: purchase.recipient });
  }
  if (purchase.totalTickets > 0) {
    rows.push({ key: 'baseTickets', label: t('summary.baseTickets'), value: number(purchase.baseTickets) });
    // The campaign bonus recorded when the checkout opened, as the card showed it.
    if (purchase.campaignBonusTickets > 0) {
      rows.push({
        key: 'campaignBonus',
        label: t('summary.campaignBonus'),
        value: `+${number(purchase.campaignBonusTickets)}`,
        tone: 'vip',
      });
    }
    // Spec §5: the VIP line only exists above tier 0.
    if (purchase.vipTier > 0) {
      rows.push({
        key: 'vipBonus',
        label: t('summary.vipBonus'),
        value: `+${number(purchase.vipBonusTickets)}`,
        tone: 'vip',
      });
    }
    rows.push({
      key: 'totalTickets',
      label: t('summary.totalTickets'),
      value: number(purchase.totalTickets),
    });
  }
  const extras = [
    ['webPoints', purchase.webPoints],
    ['energy', purchase.energy],
    ['skillPoints', purchase.skillPoints],
    ['superGoal', purchase.superGoal],
  ] as const;
  for (const [key, amount] of extras) {
    if (amount > 0) rows.push({ key, label: t(`summary.${key}`), value: number(amount) });
  }
  if (purchase.premium === 'silver' || purchase.premium === 'platinum') {
    rows.push({ key: 'premium', label: t('summary.premium'), value: t(`premiumNames.${purchase.premium}`) });
  }
  // A discount code taken at checkout (decision 0031): what it took off.
  if (purchase.promoCode && purchase.discountCents > 0) {
    rows.push({
      key: 'discount',
      label: t('offers:checkoutCode.summary', { code: purchase.promoCode }),
      value: `−${formatMoney(purchase.discountCents, i18n.language, purchase.currency)}`,
    });
  }
  rows.push({
    key: 'totalPaid',
    label: t('summary.totalPaid'),
    value: formatMoney(purchase.totalPaid, i18n.language, purchase.currency),
    tone: 'total',
  });

  const items = purchase.items.filter((item) => isItemKind(item.kind) && item.amount > 0);

  return (
    <div>
      <dl className="divide-y divide-border rounded-xl border border-border bg-surface-2/60">
        {rows.map((row) => (
          <div
            key={row.key}
            data-testid={`summary-${row.key}`}
            className={cn(
              'flex items-center justify-between gap-4 px-4 py-2.5 text-sm',
              row.tone === 'vip' && 'bg-accent-soft text-accent',
              row.tone === 'total' && 'py-3',
            )}
          >
            <dt className={cn(row.tone === 'vip' ? 'text-accent' : 'text-fg-muted')}>{row.label}</dt>
            <dd
              dir={row.tone === 'vip' ? 'ltr' : undefined}
              className={cn(
                'text-end font-semibold tabular-nums',
                row.tone === 'total' ? 'font-display text-2xl text-fg' : row.tone === 'vip' ? '' : 'text-fg',
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {items.length > 0 && (
        <>
          <h3 className="mt-5 font-display text-sm font-bold uppercase tracking-wider text-fg-muted">
            {t('summary.items')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {items.map((item) => (
              <li
                key={item.kind}
                className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm text-fg"
              >
                <span className="font-semibold tabular-nums">{number(item.amount)}</span>{' '}
                <span className="text-fg-muted">{t(`items.${item.kind as ItemKind}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
