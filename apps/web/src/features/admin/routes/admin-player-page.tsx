import { ArrowLeft, CircleUser, Coins, Crown, TrendingUp, UserX, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUse } from '@pitchside/contract/staff-roles';
import { Link, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { isApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatNumber } from '@/lib/format/format-number';
import { useSessionUser } from '@/lib/session/session';
import { usePlayer, type PlayerDetail } from '../api/get-player';
import { AdminShell } from '../components/admin-shell';
import { PlayerActions } from '../components/player-actions';
import { PlayerSections } from '../components/player-sections';
import { PlayerStatus } from '../components/player-status';
import { EmptyState } from '@/components/ui/empty-state';
import { AuditEntryText } from '../components/audit-sentence';
import { useLinkedTicket } from '../model/linked-ticket';

/** `/admin/players/:id`: one player, everything support needs, and the admin's actions. */
export function AdminPlayerPage() {
  const { id } = useParams();
  const playerId = Number(id);
  return (
    <AdminShell>
      {Number.isInteger(playerId) && playerId > 0 ? <PlayerView id={playerId} /> : <NotFound />}
    </AdminShell>
  );
}

function NotFound() {
  const { t } = useTranslation(['admin', 'routes']);
  return (
    <>
      <BackLink />
      <PageHeader title={t('routes:adminPlayer')} icon={<CircleUser />} />
      <EmptyState icon={<UserX />} title={t('player.notFound')} />
    </>
  );
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to="/admin"
      className="focus-ring mb-4 flex w-fit items-center gap-1.5 rounded text-sm text-fg-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('player.back')}
    </Link>
  );
}

function PlayerView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const query = usePlayer(id);
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  return (
    <>
      <BackLink />
      <QueryState
        query={query}
        loading={<PlayerSkeleton />}
        errorMessage={t('player.error')}
        empty={null}
        isEmpty={() => false}
      >
        {(detail) => <PlayerContent detail={detail} />}
      </QueryState>
    </>
  );
}

function PlayerSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <Skeleton className="h-12 w-72" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-fg-muted sm:w-32">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-fg">{children}</dd>
    </div>
  );
}

function PlayerContent({ detail }: { detail: PlayerDetail }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const role = useSessionUser()?.role;
  const canGrant = mayUse(role, 'money');
  const canChange = mayUse(role, 'playerChanges');
  const ticketId = useLinkedTicket();
  const { account, vip } = detail;
  return (
    <div className="space-y-6">
      <PageHeader
        title={account.nickname}
        eyebrow={t('player.joined', { date: formatDateTime(account.createdAt, lang) })}
        description={<PlayerStatus player={account} />}
        icon={<CircleUser />}
      />
      {ticketId !== undefined && <TicketContext ticketId={ticketId} />}
      {(canGrant || canChange) && (
        <PlayerActions account={account} canGrant={canGrant} canChange={canChange} />
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label={t('player.webPoints')}
          value={formatNumber(account.webPoints, lang)}
          icon={<Wallet />}
          tone="primary"
        />
        <StatTile label={t('player.vipTier')} value={vip.tierName} icon={<Crown />} tone="accent" />
        <StatTile
          label={t('player.last30Days')}
          value={formatNumber(vip.last30DaysWebpoints, lang)}
          icon={<TrendingUp />}
        />
        <StatTile
          label={t('player.lifetime')}
          value={formatNumber(vip.totalLifetimeWebpoints, lang)}
          icon={<Coins />}
        />
      </div>
      <Card className="p-5">
        <h2 className="mb-3 font-display text-lg font-bold uppercase text-fg">{t('player.account')}</h2>
        <dl className="grid gap-2 md:grid-cols-2">
          <Row label={t('player.name')}>{`${account.name} ${account.surname}`}</Row>
          <Row label={t('player.email')}>{account.email}</Row>
          <Row label={t('player.referralId')}>
            <span className="font-mono">{account.referralId}</span>
          </Row>
          <Row label={t('player.team')}>{account.teamName ?? '—'}</Row>
          <Row label={t('player.language')}>{account.language}</Row>
          <Row label={t('player.gamePlayer')}>{account.gamePlayerId ?? t('player.noGamePlayer')}</Row>
          {account.blockedAt && (
            <Row label={t('status.blocked')}>
              <span className="text-danger">
                {t('player.blockedSince', { date: formatDateTime(account.blockedAt, lang) })}
              </span>
            </Row>
          )}
          {account.deletionDueAt && (
            <Row label={t('player.deletion')}>
              <span className="text-warning">
                {t('player.deletionDue', { date: formatDateTime(account.deletionDueAt, lang) })}
              </span>
            </Row>
          )}
          {account.erasedAt && (
            <Row label={t('player.deletion')}>
              <span className="text-danger">
                {t('player.erasedSince', { date: formatDateTime(account.erasedAt, lang) })}
              </span>
            </Row>
          )}
        </dl>
      </Card>
      <PlayerSections detail={detail} canRefund={canGrant} />
      <StaffActions entries={detail.staffActions} />
    </div>
  );
}

/** What staff did to this player, in words, each with the ticket it answered (issue 35). */
function StaffActions({ entries }: { entries: PlayerDetail['staffActions'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="staff-actions" className="space-y-3">
      <h2 id="staff-actions" className="font-display text-lg font-bold uppercase text-fg">
        {t('player.staffActions')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('player.noStaffActions')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
              <span className="shrink-0 text-sm whitespace-nowrap text-fg-muted">
                {formatDateTime(entry.at, i18n.language)}
              </span>
              <AuditEntryText entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The ticket this page was opened from: what is done here names it; the way back to it. */
function TicketContext({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('admin');
  return (
    <p
      role="note"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-primary/40 bg-primary/10 px-4 py-3 text-sm"
    >
      <span>{t('player.forTicket', { ticket: ticketId })}</span>
      <Link
        to={`/support/console?ticket=${ticketId}`}
        className="focus-ring rounded font-semibold text-primary hover:underline"
      >
        {t('player.backToTicket')}
      </Link>
    </p>
  );
}
