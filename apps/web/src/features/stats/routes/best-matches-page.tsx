import { ListOrdered, Medal, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useBestLines } from '../api/best-lines';
import { ListState } from '../components/list-state';
import { MatchLinesCard } from '../components/match-lines';

function seasonParam(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Spec §2 "Cup Final Match Lines": one season's final and bronze final, line by line. */
export function BestMatchesPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const [params, setParams] = useSearchParams();
  const season = seasonParam(params.get('season'));
  const query = useBestLines(season);
  const selectId = useId();
  const seasons = query.data?.seasons ?? [];
  const shown = query.data?.seasonNumber ?? season;

  const picker =
    seasons.length > 0 ? (
      <div className="-mt-2 mb-5 flex items-center gap-2 sm:-mt-4">
        <label htmlFor={selectId} className="text-sm font-medium text-fg-muted">
          {t('lines.seasonPicker')}
        </label>
        <select
          id={selectId}
          value={shown ?? ''}
          onChange={(event) => setParams({ season: event.target.value }, { replace: true })}
          className="focus-ring h-10 rounded-lg border border-border-strong bg-surface-3 px-3 text-sm text-fg"
        >
          {seasons.map((s) => (
            <option key={s} value={s}>
              {t('lines.seasonOption', { season: s })}
            </option>
          ))}
        </select>
      </div>
    ) : undefined;

  return (
    <>
      <PageHeader
        title={t('routes:bestMatches')}
        description={t('lines.description')}
        icon={<ListOrdered />}
      />
      {picker}
      <ListState
        query={query}
        loading={
          <div className="space-y-4" aria-hidden="true">
            <Skeleton className="h-96 rounded-xl" />
          </div>
        }
        errorMessage={t('lines.loadFailed')}
        isEmpty={(data) => data.final === null && data.bronzeFinal === null}
        emptyTitle={t('lines.emptyTitle')}
        emptyDescription={t('lines.emptyDescription')}
      >
        {(data) => (
          <div
            className="grid gap-6 transition-opacity aria-busy:opacity-60"
            aria-busy={query.isPlaceholderData || undefined}
          >
            {data.final ? (
              <MatchLinesCard
                match={data.final}
                icon={<Trophy />}
                title={t('lines.finalTitle', { season: data.final.SeasonNumber })}
              />
            ) : (
              <EmptyState title={t('lines.noFinal')} />
            )}
            {data.bronzeFinal ? (
              <MatchLinesCard
                match={data.bronzeFinal}
                icon={<Medal />}
                title={t('lines.bronzeTitle', { season: data.bronzeFinal.SeasonNumber })}
              />
            ) : (
              <EmptyState title={t('lines.noBronze')} />
            )}
          </div>
        )}
      </ListState>
    </>
  );
}
