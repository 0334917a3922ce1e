import type { TicketPlayerSummary as Summary } from '@pitchside/contract/support';
import { mayUse } from '@pitchside/contract/staff-roles';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date-time';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useSessionUser } from '@/lib/session/session';

/**
 * The ticket's player at a glance (issue 35): balance, VIP, last orders and unsettled refunds, and
 * the way to their page with the ticket carried along, so a refund or compensation names it.
 */
export function TicketPlayerSummary({
  playerId,
  ticketId,
  summary,
}: {
  playerId: number;
  ticketId: number;
  summary: Summary;
}) {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language;
  const mayOpen = mayUse(useSessionUser()?.role, 'players');
  return (
    <section aria-label={t('summary.label')} className="w-full space-y-3 rounded-xl border border-border p-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-fg-muted">{t('summary.balance')}</dt>
          <dd className="font-semibold">{formatNumber(summary.webPoints, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('summary.vip')}</dt>
          <dd className="font-semibold">{summary.vipTierName}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('summary.refundShortfalls')}</dt>
          <dd className="font-semibold">{formatNumber(summary.refundShortfalls, lang)}</dd>
        </div>
      </dl>
      <div>
        <p className="text-xs text-fg-muted">{t('summary.lastOrders')}</p>
        {summary.recentOrders.length === 0 ? (
          <p className="text-sm">{t('summary.noOrders')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {summary.recentOrders.map((order) => (
              <li key={order.id} className="flex flex-wrap gap-x-3">
                <span className="font-mono">#{order.id}</span>
                <span className="min-w-0 flex-1 truncate">{order.productName}</span>
                <span>{formatMoney(order.amountCents, lang, order.currency)}</span>
                <span className="text-fg-muted">
                  {t(`summary.status.${order.status}` as 'summary.status.fulfilled', {
                    defaultValue: order.status,
                  })}
                </span>
                <span className="text-fg-muted">{formatDateTime(order.createdAt, lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {mayOpen && (
        <Link
          to={`/admin/players/${playerId}?ticket=${ticketId}`}
          className="focus-ring inline-flex items-center gap-2 rounded text-sm font-semibold text-primary hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t('summary.openPlayer')}
        </Link>
      )}
    </section>
  );
}
