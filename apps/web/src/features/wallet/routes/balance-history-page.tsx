import type { BalanceRange } from '@pitchside/contract/balance-limits';
import { ArrowLeftRight, ChartNoAxesColumn, CreditCard, ReceiptText, TrendingDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BalancePaymentsPanel } from '../components/balance-payments-panel';
import { BalanceRangePicker } from '../components/balance-range-picker';
import { BalanceSpendingPanel } from '../components/balance-spending-panel';
import { BalanceSummaryPanel } from '../components/balance-summary-panel';
import { BalanceTransactionsPanel } from '../components/balance-transactions-panel';
import { BALANCE_TABS, parsePage, parseRange, parseTab, type BalanceTab } from '../lib/balance-params';

const TAB_ICONS: Record<BalanceTab, ReactNode> = {
  summary: <ChartNoAxesColumn />,
  payments: <CreditCard />,
  transactions: <ArrowLeftRight />,
  spending: <TrendingDown />,
};

/**
 * Balance history (spec §2): tab, range and page live in the address, so a reload or the back
 * button returns to the same view. Changing the tab or range starts again at page 1.
 */
export function BalanceHistoryPage() {
  const { t } = useTranslation(['routes', 'wallet']);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const range = parseRange(params.get('range'));
  const page = parsePage(params.get('page'));

  const update = (next: { tab?: BalanceTab; range?: BalanceRange; page?: number }) => {
    const merged = { tab, range, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'summary') search.set('tab', merged.tab);
    if (merged.range !== 'allTime') search.set('range', merged.range);
    if (merged.page > 1) search.set('page', String(merged.page));
    // Paging and filtering are not new places: replace, so Back leaves the page.
    setParams(search, { replace: true, preventScrollReset: true });
  };
  const panelProps = { range, page, onPageChange: (next: number) => update({ page: next }) };

  return (
    <>
      <PageHeader
        title={t('routes:balanceHistory')}
        icon={<ReceiptText />}
        description={t('wallet:balance.description')}
      />
      <div className="mb-4">
        <BalanceRangePicker value={range} onChange={(next) => update({ range: next })} />
      </div>
      <Tabs value={tab} onValueChange={(next) => update({ tab: parseTab(next) })}>
        <TabsList
          aria-label={t('wallet:balance.tabs.label')}
          className="flex w-full sm:inline-flex sm:w-auto"
        >
          {BALANCE_TABS.map((name) => (
            <TabsTrigger
              key={name}
              value={name}
              className="flex-1 justify-center px-1.5 text-sm sm:flex-none sm:px-4 sm:text-[0.95rem]"
            >
              <span className="hidden sm:inline" aria-hidden="true">
                {TAB_ICONS[name]}
              </span>
              {t(`wallet:balance.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="summary">
          <BalanceSummaryPanel range={range} />
        </TabsContent>
        <TabsContent value="payments">
          <BalancePaymentsPanel {...panelProps} />
        </TabsContent>
        <TabsContent value="transactions">
          <BalanceTransactionsPanel {...panelProps} />
        </TabsContent>
        <TabsContent value="spending">
          <BalanceSpendingPanel {...panelProps} />
        </TabsContent>
      </Tabs>
    </>
  );
}
