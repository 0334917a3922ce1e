import { Heart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { isApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useCreatorPage, type CreatorPage as CreatorPageData } from '../api/creator-page';

type Month = CreatorPageData['months'][number];

/** `/creator` (issue 36): a creator's supporters and what their share earned, month by month. */
export function CreatorPage() {
  const { t, i18n } = useTranslation(['routes', 'offers']);
  const page = useCreatorPage();
  const lang = i18n.language;
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const columns: DataTableColumn<Month>[] = [
    { id: 'month', header: t('offers:creator.month'), rowHeader: true, cell: (m) => monthName(m.month) },
    {
      id: 'orders',
      header: t('offers:creator.orders'),
      align: 'end',
      cell: (m) => formatNumber(m.orders, lang),
    },
    {
      id: 'share',
      header: t('offers:creator.share'),
      align: 'end',
      cell: (m) => <span className="font-semibold text-fg">{formatMoney(m.shareCents, lang)}</span>,
    },
    {
      id: 'reversed',
      header: t('offers:creator.reversed'),
      align: 'end',
      hideBelow: 'sm',
      cell: (m) => formatMoney(m.reversedCents, lang),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes:creator')}
        icon={<Heart />}
        description={t('offers:creator.description')}
      />
      {page.isPending ? (
        <div aria-busy="true" className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : page.isError ? (
        <Card>
          {isApiError(page.error) && page.error.status === 403 ? (
            <EmptyState icon={<Heart />} title={t('offers:creator.notCreator')} />
          ) : (
            <ErrorState
              message={t('offers:creator.error')}
              onRetry={() => void page.refetch()}
              retrying={page.isFetching}
            />
          )}
        </Card>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatTile
              label={t('offers:creator.code')}
              value={
                <span dir="ltr" className="font-mono">
                  {page.data.code}
                </span>
              }
            />
            <StatTile
              label={t('offers:creator.sharePercent')}
              value={`${formatNumber(page.data.sharePercent, lang)} %`}
            />
            <StatTile
              label={t('offers:creator.supporters')}
              value={formatNumber(page.data.supporters, lang)}
              icon={<Users />}
            />
          </div>
          {page.data.months.length === 0 ? (
            <Card>
              <EmptyState icon={<Heart />} title={t('offers:creator.empty')} />
            </Card>
          ) : (
            <DataTable
              columns={columns}
              rows={page.data.months}
              rowKey={(m) => m.month}
              caption={t('offers:creator.earnings')}
            />
          )}
        </div>
      )}
    </>
  );
}
