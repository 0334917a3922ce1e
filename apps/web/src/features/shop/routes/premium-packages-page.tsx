import { useTranslation } from 'react-i18next';
import { usePremiumPackages, type PremiumType } from '../api/premium-packages';
import { PackagesPage } from '../components/packages-page';
import { PremiumPackageCard } from '../components/premium-package-card';

const RANK: Record<PremiumType, number> = { none: 0, silver: 1, platinum: 2 };

export function PremiumPackagesPage() {
  const { t } = useTranslation(['routes', 'shop', 'payments']);
  const premiums = usePremiumPackages();

  return (
    <PackagesPage
      kind="premiums"
      query={premiums}
      products={(data) => data.packages}
      lead={({ currentPremium }) => (
        <p className="mb-4 text-sm text-fg-muted" data-testid="current-premium">
          {currentPremium === 'none'
            ? t('shop:premiums.membershipNone')
            : t('shop:premiums.membership', { name: t(`payments:premiumNames.${currentPremium}`) })}
        </p>
      )}
      listClassName="grid gap-4 md:grid-cols-2"
      card={(product, actions, { currentPremium }) => {
        const type = product.premiumType ?? 'silver';
        const owned = RANK[currentPremium] >= RANK[type];
        return (
          <PremiumPackageCard
            {...actions}
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
          />
        );
      }}
    />
  );
}
