import { Bell, ShieldCheck, UserRound } from 'lucide-react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session/session';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';

const TABS = ['profile', 'security', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

export function AccountSettingsPage() {
  const { t } = useTranslation(['routes', 'account']);
  const user = useSessionUser();
  // The tab lives in the address, so a link (or a reload) opens Security directly.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'profile';

  return (
    <>
      <PageHeader
        title={t('routes:accountSettings')}
        description={t('account:settings.description')}
        icon={<Settings />}
      />
      {/* Logging out on this page renders once without a user before the app goes home. */}
      {user && (
        <Tabs
          value={tab}
          onValueChange={(next) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
        >
          <TabsList aria-label={t('account:settings.tabs.label')}>
            <TabsTrigger value="profile">
              <UserRound aria-hidden="true" />
              {t('account:settings.tabs.profile')}
            </TabsTrigger>
            <TabsTrigger value="security">
              <ShieldCheck aria-hidden="true" />
              {t('account:settings.tabs.security')}
            </TabsTrigger>
            <TabsTrigger value="notifications">
              <Bell aria-hidden="true" />
              {t('account:settings.tabs.notifications')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab user={user} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab user={user} />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
