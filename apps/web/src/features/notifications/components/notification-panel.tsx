import type { Notification } from '@pitchside/contract/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, CheckCheck, Gift, Hand, LifeBuoy, ShoppingBag, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPortalPath } from '@pitchside/contract/links';
import { groupedParams } from '@pitchside/contract/grouped-params';
import { formatNumber } from '@/lib/format/format-number';
import { useProductName } from '@/lib/i18n/product-name';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { NotificationsResult } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

const ICONS: Partial<Record<string, ReactNode>> = {
  welcome: <Sparkles />,
  login: <Hand />,
  welcomeBack: <Hand />,
  gift: <Gift />,
  purchase: <ShoppingBag />,
  support: <LifeBuoy />,
};

interface NotificationPanelProps {
  query: UseQueryResult<NotificationsResult>;
  onNavigate: () => void;
}

export function NotificationPanel({ query, onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="font-display text-lg font-bold uppercase text-fg">{t('title')}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => markRead.mutate(undefined)}
          className="normal-case tracking-normal"
        >
          <CheckCheck aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ul aria-busy="true" className="space-y-3 p-4">
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5 w-3/4" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError && !query.data ? (
          <ErrorState
            message={t('loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className="py-8"
          />
        ) : query.data.data.length === 0 ? (
          <EmptyState icon={<BellOff />} title={t('empty')} description={t('emptyBody')} className="py-8" />
        ) : (
          <ul className="divide-y divide-border">
            {query.data.data.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onRead={() => markRead.mutate([item.id])}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/**
 * Notifications with a known key are worded here, in the reader's language, from their values;
 * anything else shows the server's own (English) title and message.
 */
function useNotificationText(item: Notification): { title: string; message: string } {
  const { t, i18n } = useTranslation('notifications');
  const productName = useProductName();
  if (!item.key) return { title: item.title, message: item.message };
  // Numbers grouped as the reader writes them; a product the catalogue translates is named in
  // the reader's language too.
  const grouped = groupedParams(item.params, i18n.language, (value) => formatNumber(value, i18n.language));
  const { productSlug, product } = item.params;
  const params =
    typeof product === 'string'
      ? {
          ...grouped,
          product: productName(typeof productSlug === 'string' ? productSlug : undefined, product),
        }
      : grouped;
  return {
    title: t(`items.${item.key}.title`, params),
    message: t(`items.${item.key}.message`, params),
  };
}

function relativeTime(iso: string, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

function NotificationItem({
  item,
  onRead,
  onNavigate,
}: {
  item: Notification;
  onRead: () => void;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const text = useNotificationText(item);
  const activate = () => {
    if (!item.read) onRead();
    // Only a path on the portal is followed, never `//host` or `/\host` (issue 31).
    if (item.link && isPortalPath(item.link)) {
      onNavigate();
      void navigate(item.link);
    }
  };
  return (
    <li className={cn('relative', !item.read && 'bg-primary/[0.06]')}>
      <button
        type="button"
        onClick={activate}
        className="focus-ring flex w-full items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-white/[0.05]"
      >
        <span
          aria-hidden="true"
          className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-surface-3 text-primary [&_svg]:size-4"
        >
          {ICONS[item.type] ?? <Sparkles />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span className={cn('min-w-0 flex-1 text-sm text-fg', !item.read && 'font-semibold')}>
              {text.title}
            </span>
            {!item.read && (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                <span className="sr-only">{t('unread')}</span>
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-fg-muted">{text.message}</span>
          <time dateTime={item.time} className="mt-1 block text-xs text-fg-muted">
            {relativeTime(item.time, i18n.language)}
          </time>
        </span>
      </button>
    </li>
  );
}
