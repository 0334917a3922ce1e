import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatCompact } from '@/lib/format/compact-number';
import { formatNumber } from '@/lib/format/format-number';
import { webPointsOf } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';

/** The logged-in player's live numbers in the header, desktop only (spec §2 "Layout"). */
export function StatStrip({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('layout');
  const webPoints = webPointsOf(user);
  const tier = user.vip?.tier ?? 0;
  const vipName = user.vip?.tierName || (tier > 0 ? t('stats.vipTier', { tier }) : t('stats.noVip'));

  return (
    <div role="group" aria-label={t('stats.label')} className="hidden items-center gap-1 lg:flex">
      {(user.nickname || user.teamName) && (
        <div className="me-2 max-w-40 text-end leading-tight">
          {user.nickname && <p className="truncate text-sm font-semibold text-fg">{user.nickname}</p>}
          {user.teamName && <p className="truncate text-xs text-fg-muted">{user.teamName}</p>}
        </div>
      )}
      <dl className="flex items-stretch divide-x divide-border overflow-hidden rounded-xl border border-border bg-surface/80">
        {user.mainlevel != null && (
          <Stat label={t('stats.mainLevel')} value={formatNumber(user.mainlevel, i18n.language)} />
        )}
        {user.seasonLevel != null && (
          <Stat label={t('stats.seasonLevel')} value={formatNumber(user.seasonLevel, i18n.language)} />
        )}
        <Stat
          label={t('stats.webPoints')}
          value={
            <span
              className="inline-flex items-center gap-1 text-accent"
              title={formatNumber(webPoints, i18n.language)}
            >
              <Coins aria-hidden="true" className="size-3.5" />
              {formatCompact(webPoints, i18n.language)}
            </span>
          }
        />
      </dl>
      <Badge variant={tier > 0 ? 'vip' : 'neutral'} withIcon={tier > 0} className="ms-1 h-6">
        {vipName}
      </Badge>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col justify-center px-3 py-1">
      <dt className="text-[0.65rem] font-semibold uppercase tracking-wider text-fg-subtle">{label}</dt>
      <dd className="font-display text-base font-bold leading-tight tabular-nums text-fg">{value}</dd>
    </div>
  );
}
