import type { ShopProduct } from '@pitchside/contract/webshop';
import { Coins, Crown, Megaphone, Sparkles, Ticket, Zap } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { ticketBreakdown, type VipStanding } from '../lib/vip-bonus';
import { useProductName } from '@/lib/i18n/product-name';
import { PackageCard } from './package-card';
import type { PackageActions } from './package-checkout';
import { SupportingBadge } from './creator-support';

interface TicketPackageCardProps extends PackageActions {
  product: ShopProduct;
  vip: VipStanding | null | undefined;
}

/** A ticket package, a bundle or a special pack: tickets first, with the bonuses that add to them. */
export function TicketPackageCard({ product, vip, ...actions }: TicketPackageCardProps) {
  const { t, i18n } = useTranslation('shop');
  const productName = useProductName();
  const number = (value: number) => formatNumber(value, i18n.language);
  const breakdown = ticketBreakdown(product.tickets, vip, product.campaignBonusTickets);
  const showBreakdown = breakdown.showVip || breakdown.campaignBonusTickets > 0;
  const name = productName(product.slug, product.name);
  const headingId = `ticket-package-${product.id}`;

  return (
    <PackageCard
      {...actions}
      product={product}
      headingId={headingId}
      className={cn(
        'relative flex h-full flex-col overflow-hidden p-5',
        product.mostPopular && 'border-accent/60 shadow-[0_0_0_1px_rgb(248_200_74/0.35)]',
      )}
      footerClassName="mt-auto pt-5"
    >
      <div className="mb-3 flex min-h-5 flex-wrap items-center gap-1.5">
        {product.mostPopular && <Badge variant="hot">{t('card.mostPopular')}</Badge>}
        {product.discountPercentage > 0 && (
          <Badge variant="success" withIcon={false}>
            {t('card.discount', { percent: number(product.discountPercentage) })}
          </Badge>
        )}
        {product.campaignBonusPercentage > 0 && (
          <Badge variant="info" withIcon={false}>
            {t('card.campaignBonus', { percent: number(product.campaignBonusPercentage) })}
          </Badge>
        )}
        <SupportingBadge />
      </div>
      <h2 id={headingId} className="display-caps text-2xl leading-tight text-fg">
        {name}
      </h2>

      <div className="mt-3 flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6"
          aria-hidden="true"
        >
          <Ticket />
        </span>
        <p className="leading-tight">
          <span className="block font-display text-4xl font-bold tabular-nums text-fg">
            {number(breakdown.finalTickets)}
          </span>
          <span className="block text-sm text-fg-muted">
            {showBreakdown ? t('card.finalTickets') : t('card.tickets')}
          </span>
        </p>
      </div>

      <dl className="mt-4 space-y-1.5 text-sm">
        {showBreakdown && (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-fg-muted">{t('card.baseTickets')}</dt>
            <dd className="font-semibold tabular-nums text-fg">{number(breakdown.baseTickets)}</dd>
          </div>
        )}
        {breakdown.campaignBonusTickets > 0 && product.campaignEndsAt && (
          <div
            className="flex items-start justify-between gap-3 rounded-md bg-primary-soft px-2 py-1 text-primary"
            data-testid="campaign-bonus"
          >
            <dt className="flex min-w-0 flex-col">
              <span className="flex items-center gap-1.5 [&_svg]:size-4">
                <Megaphone aria-hidden="true" />
                {t('card.campaignBonusLine', { percent: number(product.campaignBonusPercentage) })}
              </span>
              <span className="text-xs text-fg-muted">
                <Trans
                  t={t}
                  i18nKey="card.campaignUntil"
                  components={{ end: <LocalTime at={product.campaignEndsAt} format="dateTime" /> }}
                />
              </span>
            </dt>
            <dd className="font-semibold tabular-nums" dir="ltr">
              +{number(breakdown.campaignBonusTickets)}
            </dd>
          </div>
        )}
        {breakdown.showVip && (
          <>
            <div
              className="flex items-center justify-between gap-3 rounded-md bg-accent-soft px-2 py-1 text-accent"
              data-testid="vip-bonus"
            >
              <dt className="flex items-center gap-1.5 [&_svg]:size-4">
                <Crown aria-hidden="true" />
                {t('card.vipBonus', { percent: number(breakdown.bonusPercentage) })}
              </dt>
              <dd className="font-semibold tabular-nums" dir="ltr">
                +{number(breakdown.vipBonusTickets)}
              </dd>
            </div>
          </>
        )}
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-1.5 text-fg-muted [&_svg]:size-4">
            <Coins aria-hidden="true" className="text-accent" />
            {t('card.webPoints')}
          </dt>
          <dd className="font-semibold tabular-nums text-fg">{number(product.webPoints)}</dd>
        </div>
        {/* Bundles and special packs also bring energy and skill points. */}
        {product.energy > 0 && (
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-1.5 text-fg-muted [&_svg]:size-4">
              <Zap aria-hidden="true" className="text-accent" />
              {t('card.energy')}
            </dt>
            <dd className="font-semibold tabular-nums text-fg">{number(product.energy)}</dd>
          </div>
        )}
        {product.skillPoints > 0 && (
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-1.5 text-fg-muted [&_svg]:size-4">
              <Sparkles aria-hidden="true" className="text-accent" />
              {t('card.skillPoints')}
            </dt>
            <dd className="font-semibold tabular-nums text-fg">{number(product.skillPoints)}</dd>
          </div>
        )}
      </dl>
    </PackageCard>
  );
}
