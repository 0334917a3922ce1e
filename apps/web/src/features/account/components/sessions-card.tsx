import type { AccountSession, LoginHistoryEntry } from '@pitchside/contract/account-security';
import { useQuery } from '@tanstack/react-query';
import { History, LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format/format-date-time';
import { accountSessionsQuery } from '../api/account-sessions';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { loginHistoryQuery } from '../api/login-history';
import { useErrorText } from '../model/use-error-text';
import { FormMessage } from './form-message';

/** "Chrome on Windows", or what is known of it. */
function useDeviceName() {
  const { t } = useTranslation('security');
  return ({ browser, os }: { browser: string | null; os: string | null }) =>
    browser && os ? t('device', { browser, os }) : (browser ?? os ?? t('unknownDevice'));
}

const listSkeleton = (
  <div className="space-y-2">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-16 w-full" />
  </div>
);

/** Where the account is signed in now, with "sign out" for each and everywhere else. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('security');
  const deviceName = useDeviceName();
  const errorText = useErrorText();
  const sessions = useQuery(accountSessionsQuery());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card className="p-5 sm:p-6" data-testid="sessions-card">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <MonitorSmartphone aria-hidden="true" className="size-5 text-primary" />
        {t('sessions.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('sessions.description')}</p>
      <FormMessage message={errorText('twoFactor', endOne.error ?? endOthers.error)} />
      <div className="mt-4">
        <QueryState
          query={sessions}
          loading={listSkeleton}
          errorMessage={t('sessions.loadFailed')}
          empty={null}
        >
          {(rows: AccountSession[]) => (
            <ul className="space-y-2">
              {rows.map((session) => (
                <li
                  key={session.id}
                  data-testid="session-row"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                      {deviceName(session)}
                      {session.current && (
                        <Badge variant="success" withIcon={false}>
                          {t('sessions.thisDevice')}
                        </Badge>
                      )}
                    </p>
                    <p className="text-xs text-fg-muted">
                      {[
                        session.network ? t('network', { network: session.network }) : null,
                        t('sessions.signedIn', {
                          date: formatDateTime(session.createdAt, i18n.language),
                        }),
                        t('sessions.lastActive', {
                          date: formatDateTime(session.lastSeenAt, i18n.language),
                        }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={endOne.isPending && endOne.variables === session.id}
                      onClick={() => endOne.mutate(session.id)}
                    >
                      <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {others > 0 && (
        <Button
          className="mt-4"
          variant="secondary"
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('sessions.signOutOthers')}
        </Button>
      )}
    </Card>
  );
}

const OUTCOME_BADGE = { success: 'success', failed: 'danger', blocked: 'warning' } as const;

/** The last 30 sign-ins and failed attempts. */
export function LoginHistoryCard() {
  const { t, i18n } = useTranslation('security');
  const deviceName = useDeviceName();
  const history = useQuery(loginHistoryQuery());
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2" data-testid="login-history-card">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <History aria-hidden="true" className="size-5 text-primary" />
        {t('history.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('history.description')}</p>
      <div className="mt-4">
        <QueryState
          query={history}
          loading={listSkeleton}
          errorMessage={t('history.loadFailed')}
          empty={<p className="text-sm text-fg-muted">{t('history.empty')}</p>}
        >
          {(rows: LoginHistoryEntry[]) => (
            <ul className="divide-y divide-border">
              {rows.map((entry, index) => (
                <li
                  key={`${entry.at}-${index}`}
                  data-testid="login-history-row"
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm"
                >
                  <span className="flex items-center gap-2">
                    <Badge variant={OUTCOME_BADGE[entry.outcome]} withIcon={false}>
                      {t(`history.outcome.${entry.outcome}`)}
                    </Badge>
                    <span className="text-fg">{deviceName(entry)}</span>
                  </span>
                  <span className="text-xs text-fg-muted">
                    {[
                      entry.method ? t(`history.method.${entry.method}`) : null,
                      entry.network ? t('network', { network: entry.network }) : null,
                      formatDateTime(entry.at, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
