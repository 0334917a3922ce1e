import { Crown, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useCreatePaymentLink, variantOf } from '../api/create-payment-link';
import { usePremiumPackages, type PremiumType } from '../api/premium-packages';
import { GiftDialog, type GiftProduct } from '../components/gift-dialog';
import { useCheckoutConsent } from '../components/checkout-consent';
import { PackagesSkeleton } from '../components/packages-skeleton';
import { PremiumPackageCard } from '../components/premium-package-card';
import { useProductName } from '@/lib/i18n/product-name';
import { ShopNav } from '../components/shop-nav';
import { usePaymentErrorText } from '../lib/payment-errors';
import { CreatorSupportPanel } from '../components/creator-support';

const RANK: Record<PremiumType, number> = { none: 0, silver: 1, platinum: 2 };

export function PremiumPackagesPage() {
  const { t } = useTranslation(['routes', 'shop', 'payments']);
  const premiums = usePremiumPackages();
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  const errorText = usePaymentErrorText();
  const productName = useProductName();
  const [gift, setGift] = useState<GiftProduct | null>(null);
  const busySlug = purchase.isPending || purchase.isSuccess ? variantOf(purchase.variables) : undefined;

  return (
    <>
      <PageHeader
        title={t('routes:premiumPackages')}
        icon={<Crown />}
        description={t('shop:premiums.description')}
      />
      <ShopNav />
      <CreatorSupportPanel className="mb-6" />
      <QueryState
        query={premiums}
        loading={<PackagesSkeleton label={t('shop:premiums.loading')} count={2} />}
        errorMessage={t('shop:premiums.loadError')}
        isEmpty={(data) => data.packages.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<Crown />}
              title={t('shop:premiums.emptyTitle')}
              description={t('shop:premiums.emptyDescription')}
            />
          </Card>
        }
      >
        {({ packages, currentPremium }) => (
          <>
            <p className="mb-4 text-sm text-fg-muted" data-testid="current-premium">
              {currentPremium === 'none'
                ? t('shop:premiums.membershipNone')
                : t('shop:premiums.membership', { name: t(`payments:premiumNames.${currentPremium}`) })}
            </p>
            <ul className="grid gap-4 md:grid-cols-2">
              {packages.map((product) => {
                const type = product.premiumType ?? 'silver';
                const owned = RANK[currentPremium] >= RANK[type];
                return (
                  <li key={product.id}>
                    <PremiumPackageCard
                      product={product}
                      current={currentPremium === type}
                      // The server would answer 409 ALREADY_HAS_PREMIUM: say it before the click.
                      ownedNote={
                        owned && currentPremium !== 'none'
                          ? t('payments:errors.alreadyHasPremiumOwn', {
                              current: t(`payments:premiumNames.${currentPremium}`),
                              requested: t(`payments:premiumNames.${type}`),
                            })
                          : undefined
                      }
                      buying={busySlug === product.slug}
                      disabled={busySlug !== undefined && busySlug !== product.slug}
                      error={
                        purchase.isError && variantOf(purchase.variables) === product.slug
                          ? errorText(purchase.error, 'createLink')
                          : undefined
                      }
                      onBuy={() =>
                        consent.ask(
                          (code) => purchase.mutate(code ? { variantId: product.slug, code } : product.slug),
                          { variantId: product.slug, priceCents: product.priceCents },
                        )
                      }
                      onGift={() =>
                        setGift({
                          slug: product.slug,
                          name: productName(product.slug, product.name),
                          priceCents: product.priceCents,
                        })
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
      <p className="mt-6 flex items-start gap-2 text-sm text-fg-muted [&_svg]:size-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
        {t('shop:secureNote')}
      </p>
      <GiftDialog product={gift} onClose={() => setGift(null)} />
      {consent.dialog}
    </>
  );
}
