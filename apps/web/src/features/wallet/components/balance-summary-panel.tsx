import type { BalanceRange } from '@pitchside/contract/balance-limits';
import {
  Coins,
  CreditCard,
  Gift,
  ReceiptText,
  ShoppingBag,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useBalanceSummary } from '../api/balance-summary';
import { BalanceCategoryChart } from './balance-category-chart';

export function BalanceSummaryPanel({ range }: { range: BalanceRange }) {
  const { t, i18n } = useTranslation('wallet');
  const summary = useBalanceSummary(range);
  const number = (value: number) => formatNumber(value, i18n.language);
  const wp = (value: number) => t('balance.wp', { value: number(value) });
  const lifetime = t('balance.summary.lifetime');
  const inRange = t(`balance.ranges.${range}`);

  return (
    <QueryState
      query={summary}
      errorMessage={t('balance.loadError')}
      isEmpty={() => false}
      empty={null}
      loading={
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
          <span className="sr-only" role="status">
            {t('balance.loading')}
          </span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-[6.5rem] rounded-xl" />
          ))}
        </div>
      }
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              label={t('balance.summary.currentBalance')}
              value={wp(data.currentBalance)}
              icon={<Wallet />}
              tone="accent"
              hint={t('balance.summary.now')}
            />
            <StatTile
              label={t('balance.summary.lifetimeEarned')}
              value={wp(data.lifetimeEarned)}
              icon={<TrendingUp />}
              hint={lifetime}
            />
            <StatTile
              label={t('balance.summary.lifetimeSpent')}
              value={wp(data.lifetimeSpent)}
              icon={<TrendingDown />}
              hint={lifetime}
            />
            <StatTile
              label={t('balance.summary.totalPurchases')}
              value={number(data.totalPurchases)}
              icon={<ShoppingBag />}
              hint={inRange}
            />
            <StatTile
              label={t('balance.summary.moneySpent')}
              value={formatMoney(data.moneySpentCents, i18n.language)}
              icon={<CreditCard />}
              hint={inRange}
            />
            <StatTile
              label={t('balance.summary.wpPurchased')}
              value={wp(data.wpPurchased)}
              icon={<Coins />}
              hint={inRange}
            />
            <StatTile
              label={t('balance.summary.paidPurchases')}
              value={number(data.paidPurchases)}
              icon={<ReceiptText />}
              hint={inRange}
            />
            <StatTile
              label={t('balance.summary.freeRewards')}
              value={number(data.freeRewards)}
              icon={<Gift />}
              hint={inRange}
              tone="primary"
            />
          </div>
          <BalanceCategoryChart categories={data.categories} />
        </div>
      )}
    </QueryState>
  );
}
