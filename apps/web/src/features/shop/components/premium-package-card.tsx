import type { ShopProduct } from '@pitchside/contract/webshop';
import { Check, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { isPremiumBenefit } from '../lib/product-names';
import { useProductName } from '@/lib/i18n/product-name';
import { PackageCard } from './package-card';
import type { PackageActions } from './package-checkout';
import { SupportingBadge } from './creator-support';

interface PremiumPackageCardProps extends PackageActions {
  product: ShopProduct;
  /** The player already has this membership or a higher one: buying it again is refused. */
  ownedNote?: ReactNode;
  /** This is exactly the player's current membership. */
  current: boolean;
}

const TONES = {
  silver: {
    ring: 'border-rank-silver/40',
    icon: 'bg-rank-silver/15 text-rank-silver',
  },
  platinum: {
    ring: 'border-info/50 shadow-[0_0_0_1px_rgb(108_182_255/0.3)]',
    icon: 'bg-info/15 text-info',
  },
} as const;

/** Spec §3 "Premium package" fields, in the order a player compares them. */
const FIELDS = [
  'tickets',
  'webPoints',
  'dailySpinPoints',
  'skillPoints',
  'levels',
  'attackPoints',
  'superGoal',
] as const;

export function PremiumPackageCard({ product, ownedNote, current, ...actions }: PremiumPackageCardProps) {
  const { t, i18n } = useTranslation('shop');
  const productName = useProductName();
  const tone = TONES[product.premiumType ?? 'silver'];
  const headingId = `premium-package-${product.id}`;
  const values: Record<(typeof FIELDS)[number], number | null> = {
    tickets: product.tickets,
    webPoints: product.webPoints,
    dailySpinPoints: product.dailySpinPoints,
    skillPoints: product.skillPoints,
    levels: product.levels,
    attackPoints: product.attackPoints,
    superGoal: product.superGoal,
  };
  const benefits = product.benefits.filter(isPremiumBenefit);

  return (
    <PackageCard
      {...actions}
      product={product}
      headingId={headingId}
      className={cn('flex h-full flex-col p-6', tone.ring)}
      footerClassName="mt-auto pt-6"
      note={ownedNote}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn('grid size-12 shrink-0 place-items-center rounded-xl [&_svg]:size-6', tone.icon)}
          aria-hidden="true"
        >
          <Crown />
        </span>
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex min-h-5 flex-wrap gap-1.5">
            {product.mostPopular && <Badge variant="hot">{t('card.mostPopular')}</Badge>}
            {current && <Badge variant="success">{t('premiums.current')}</Badge>}
            <SupportingBadge />
          </div>
          <h2 id={headingId} className="display-caps text-3xl leading-tight text-fg">
            {productName(product.slug, product.name)}
          </h2>
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-2">
        {FIELDS.filter((field) => (values[field] ?? 0) > 0).map((field) => (
          <div key={field} className="rounded-lg border border-border bg-surface-2/70 px-3 py-2">
            <dt className="text-xs text-fg-muted">{t(`premiums.fields.${field}`)}</dt>
            <dd className="font-display text-xl font-bold tabular-nums text-fg">
              {formatNumber(values[field] ?? 0, i18n.language)}
            </dd>
          </div>
        ))}
      </dl>

      {benefits.length > 0 && (
        <>
          <h3 className="mt-5 font-display text-sm font-bold uppercase tracking-wider text-fg-muted">
            {t('premiums.benefitsHeading')}
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm text-fg">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t(`premiums.benefits.${benefit}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </PackageCard>
  );
}
