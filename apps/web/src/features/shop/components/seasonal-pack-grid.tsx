import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SEASONAL_PACK_KEYS, useSeasonalPack } from '../api/seasonal-pack';
import { SeasonalPackCard } from './seasonal-pack-card';

/** The welcome and winner packs side by side; shared by the home section and /offers/seasonal. */
export function SeasonalPackGrid({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('offers');
  const welcome = useSeasonalPack('welcome');
  const winner = useSeasonalPack('winner');
  const queries = [welcome, winner] as const;

  if (queries.some((query) => query.isPending)) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('seasonal.loading')}
        </span>
        {SEASONAL_PACK_KEYS.map((key) => (
          <Card key={key} className="flex flex-col gap-5 p-6">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-12 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  if (queries.some((query) => query.isError)) {
    return (
      <Card>
        <ErrorState
          message={t('seasonal.loadError')}
          retrying={queries.some((query) => query.isFetching)}
          onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        />
      </Card>
    );
  }
  const packs = SEASONAL_PACK_KEYS.flatMap((key, index) => {
    const pack = queries[index]?.data;
    return pack ? [{ key, pack }] : [];
  });
  if (packs.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<PackageOpen />}
          title={t('seasonal.emptyTitle')}
          description={t('seasonal.emptyDescription')}
        />
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {packs.map(({ key, pack }) => (
        <SeasonalPackCard key={key} packKey={key} pack={pack} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
