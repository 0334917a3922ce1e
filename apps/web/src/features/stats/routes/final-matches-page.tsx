import { Medal, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBronzeFinals } from '../api/bronze-finals';
import { useFinals } from '../api/finals';
import { FinalCard } from '../components/final-card';
import { ListState } from '../components/list-state';

type Tab = 'finals' | 'bronze';

/** Spec §2 "Cup finals: tabs finals and bronze finals". */
export function FinalMatchesPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const [tab, setTab] = useState<Tab>('finals');
  return (
    <>
      <PageHeader title={t('routes:finalMatches')} description={t('finals.description')} icon={<Trophy />} />
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'bronze' ? 'bronze' : 'finals')}>
        <TabsList aria-label={t('finals.tabsLabel')}>
          <TabsTrigger value="finals">
            <Trophy aria-hidden="true" />
            {t('finals.tabs.finals')}
          </TabsTrigger>
          <TabsTrigger value="bronze">
            <Medal aria-hidden="true" />
            {t('finals.tabs.bronze')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="finals">
          <FinalsPanel kind="finals" />
        </TabsContent>
        <TabsContent value="bronze">
          <FinalsPanel kind="bronze" />
        </TabsContent>
      </Tabs>
    </>
  );
}

function FinalsPanel({ kind }: { kind: Tab }) {
  const { t } = useTranslation('stats');
  const finals = useFinals(kind === 'finals');
  const bronze = useBronzeFinals(kind === 'bronze');
  const query = kind === 'finals' ? finals : bronze;
  return (
    <ListState
      query={query}
      loading={<FinalsSkeleton />}
      errorMessage={t('finals.loadFailed')}
      emptyTitle={kind === 'finals' ? t('finals.emptyFinals') : t('finals.emptyBronze')}
      emptyDescription={t('finals.emptyDescription')}
    >
      {(matches) => (
        <ul
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
          aria-label={kind === 'finals' ? t('finals.tabs.finals') : t('finals.tabs.bronze')}
        >
          {matches.map((match) => (
            <FinalCard key={match.Id} match={match} />
          ))}
        </ul>
      )}
    </ListState>
  );
}

function FinalsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}
