import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser, useIsLoggedIn } from '@/lib/session/session';
import { useVipTiers } from '../api/vip-tiers';
import { VipGuestCard } from '../components/vip-guest-card';
import { VipHowItWorks } from '../components/vip-how-it-works';
import { VipPlayerCard } from '../components/vip-player-card';
import { readVipStanding } from '../components/vip-standing';
import { VipTierTable } from '../components/vip-tier-table';

/** Spec §2 "VIP System" (public): the tier table, the player's own standing, how VIP works. */
export function VipPage() {
  const { t } = useTranslation(['vip', 'routes']);
  const loggedIn = useIsLoggedIn();
  const rawVip = useSessionUser()?.vip;
  const standing = loggedIn ? readVipStanding(rawVip) : null;
  const { data: tiers, isPending, isError, refetch, isRefetching } = useVipTiers();

  return (
    <>
      <PageHeader
        title={t('routes:vip')}
        icon={<Crown />}
        eyebrow={t('eyebrow')}
        description={t('description')}
      />

      <div className="flex flex-col gap-10">
        {standing ? <VipPlayerCard standing={standing} tiers={tiers ?? []} /> : <VipGuestCard />}

        <section aria-labelledby="vip-tiers-title">
          <div className="mb-4">
            <h2 id="vip-tiers-title" className="display-caps text-2xl text-fg sm:text-3xl">
              {t('table.title')}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-fg-muted">{t('table.description')}</p>
          </div>
          {isPending ? (
            <div aria-busy="true" className="space-y-2 rounded-xl border border-border bg-surface/90 p-4">
              <span className="sr-only">{t('table.loading')}</span>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : isError ? (
            <div className="rounded-xl border border-border bg-surface/90">
              <ErrorState message={t('table.error')} onRetry={() => void refetch()} retrying={isRefetching} />
            </div>
          ) : tiers.length === 0 ? (
            <div className="rounded-xl border border-border bg-surface/90">
              <EmptyState
                icon={<Crown />}
                title={t('table.empty.title')}
                description={t('table.empty.body')}
              />
            </div>
          ) : (
            <>
              <VipTierTable tiers={tiers} currentTier={standing?.tier} />
              <p className="mt-3 text-xs text-fg-muted">{t('table.footnote')}</p>
            </>
          )}
        </section>

        <VipHowItWorks />
      </div>
    </>
  );
}
