import type { PlayerSummary } from '@pitchside/contract/admin-players';
import { Search, UserSearch, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatNumber } from '@/lib/format/format-number';
import { useSearchPlayers } from '../api/search-players';
import { AdminShell } from '../components/admin-shell';
import { PlayerStatus } from '../components/player-status';

/** `/admin`: find a player. The query lives in the address, so a search can be shared and reloaded. */
export function AdminPlayersPage() {
  return (
    <AdminShell>
      <PlayerSearch />
    </AdminShell>
  );
}

function PlayerSearch() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(q);
  const results = useSearchPlayers(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  const columns: DataTableColumn<PlayerSummary>[] = [
    {
      id: 'player',
      header: t('players.columns.player'),
      rowHeader: true,
      cell: (player) => (
        <Link to={`/admin/players/${player.id}`} className="focus-ring block min-w-0 rounded">
          <span className="block truncate font-semibold text-fg hover:text-primary">{player.nickname}</span>
          <span className="block truncate text-xs text-fg-muted">{player.email}</span>
          {player.matchedOrderId !== null && (
            <span className="block text-xs text-accent">
              {t('players.matchedOrder', { id: player.matchedOrderId })}
            </span>
          )}
        </Link>
      ),
    },
    {
      id: 'referral',
      header: t('players.columns.referralId'),
      hideBelow: 'md',
      cell: (player) => <span className="font-mono text-sm">{player.referralId}</span>,
    },
    {
      id: 'webPoints',
      header: t('players.columns.webPoints'),
      align: 'end',
      cell: (player) => formatNumber(player.webPoints, i18n.language),
    },
    {
      id: 'status',
      header: t('players.columns.status'),
      hideBelow: 'sm',
      cell: (player) => <PlayerStatus player={player} />,
    },
    {
      id: 'joined',
      header: t('players.columns.joined'),
      hideBelow: 'lg',
      cell: (player) => (
        <span className="whitespace-nowrap text-fg-muted">
          {formatDateTime(player.createdAt, i18n.language)}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('players.title')} description={t('players.description')} icon={<Users />} />
      <form role="search" onSubmit={submit} className="mb-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="admin-player-search" className="sr-only">
          {t('players.searchLabel')}
        </label>
        {/* The field takes the row's free width (its wrapper would otherwise shrink to the
            input's intrinsic size and cut the placeholder off). */}
        <div className="min-w-0 flex-1 sm:max-w-xl">
          <Input
            id="admin-player-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('players.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            startIcon={<Search aria-hidden="true" />}
          />
        </div>
        <Button type="submit">{t('players.search')}</Button>
      </form>
      {q ? (
        <QueryState
          query={results}
          loading={
            <DataTable
              columns={columns}
              rows={[]}
              rowKey={(_, i) => i}
              caption={t('players.results')}
              loading
            />
          }
          errorMessage={t('players.error')}
          empty={
            <EmptyState
              icon={<UserSearch />}
              title={t('players.empty')}
              description={t('players.emptyHint')}
            />
          }
        >
          {(players) => (
            <DataTable
              columns={columns}
              rows={players}
              rowKey={(player) => player.id}
              caption={t('players.results')}
            />
          )}
        </QueryState>
      ) : (
        <EmptyState icon={<UserSearch />} title={t('players.prompt')} description={t('players.promptHint')} />
      )}
    </>
  );
}
