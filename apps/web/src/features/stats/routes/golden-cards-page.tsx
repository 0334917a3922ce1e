import { LEADERBOARD_SIZES, type GoldenCardRow } from '@pitchside/contract/stats';
import { RectangleVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useGoldenCards } from '../api/golden-cards';
import { useSeasonLabel } from '../components/event-parts';
import { PlainNumber } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { RankedPlayerTable } from '../components/ranked-player-table';
import { numberFormat } from '@/lib/format/intl-formats';

/** Spec §2 "Golden cards top 30": rank, player, team, total golden cards, average per match. */
export function GoldenCardsPage() {
  const { t, i18n } = useTranslation(['events', 'routes']);
  const query = useGoldenCards();
  const seasonLabel = useSeasonLabel();
  const size = LEADERBOARD_SIZES.goldenCards;
  const caption = t('goldenCards.caption', { size });
  const average = numberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  const table = (rows: readonly GoldenCardRow[], loading = false) => (
    <RankedPlayerTable<GoldenCardRow>
      rows={rows}
      caption={caption}
      loading={loading}
      skeletonRows={size}
      values={[
        {
          id: 'cards',
          header: t('columns.goldenCards'),
          align: 'end',
          cell: (r) => (
            <span className="inline-flex items-center gap-1.5 font-bold text-rank-gold">
              <RectangleVertical aria-hidden="true" className="size-3.5 fill-rank-gold/30" />
              <PlainNumber value={r.GoldenCardCount} />
            </span>
          ),
        },
        {
          id: 'matches',
          header: t('columns.matchesPlayed'),
          align: 'end',
          hideBelow: 'lg',
          cell: (r) => <PlainNumber value={r.MatchesPlayed} className="text-fg-muted" />,
        },
        {
          id: 'average',
          header: t('columns.average'),
          align: 'end',
          cell: (r) => (
            <data value={r.AverageGoldenCards} className="tabular-nums">
              {average.format(r.AverageGoldenCards)}
            </data>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('routes:goldenCards')}
        eyebrow={seasonLabel(query.data?.season)}
        reserveEyebrow
        description={t('goldenCards.description')}
        icon={<RectangleVertical />}
      />
      <Card className="overflow-hidden">
        <ListState
          query={query}
          loading={table([], true)}
          isEmpty={(data) => data.rows.length === 0}
          errorMessage={t('state.loadFailed')}
          emptyTitle={t('state.emptyTitle')}
          emptyDescription={t('goldenCards.emptyDescription')}
        >
          {(data) => table(data.rows)}
        </ListState>
      </Card>
    </>
  );
}
