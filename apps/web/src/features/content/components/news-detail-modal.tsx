import type { NewsSummary } from '@pitchside/contract/content';
import { ArrowLeft, CalendarDays, Newspaper } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { NEWS_PROSE } from '@/components/news/news-prose';
import { newsDetailErrorKey, useNewsDetail } from '../api/news-detail';
import { NewsTagBadge } from './news-tag-badge';

interface NewsDetailModalProps {
  /** The item whose card was clicked; its summary shows at once while the body loads. */
  news: NewsSummary | null;
  open: boolean;
  onClose: () => void;
}

// The server sends sanitised HTML; these rules give it the portal's typography.

/**
 * Spec §2 "News detail modal": closes on Escape, overlay click, Close and Go Back; locks page
 * scrolling while open (the shared Dialog does both); a failure shows the error with Go Back.
 */
export function NewsDetailModal({ news, open, onClose }: NewsDetailModalProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch, isRefetching } = useNewsDetail(
    open && news ? news.Id : null,
  );
  const item = data ?? news;
  const notFound = isError && newsDetailErrorKey(error) === 'news.errors.notFound';

  // Links inside the article that point into the portal navigate in place instead of reloading it.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank')
      return;
    event.preventDefault();
    onClose();
    void navigate(href);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      icon={<Newspaper />}
      title={item?.Title ?? t('news.title')}
      description={
        item ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <NewsTagBadge tag={item.Tag} />
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <LocalTime at={item.PublishDate} format="date" />
            </span>
          </span>
        ) : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('news.goBack')}
        </Button>
      }
    >
      {isError ? (
        <ErrorState
          message={t(newsDetailErrorKey(error))}
          onRetry={notFound ? undefined : () => void refetch()}
          retrying={isRefetching}
          className="py-8"
        />
      ) : isPending ? (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('news.loadingDetail')}</span>
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <article>
          <FallbackImage
            src={data.ImageUrl}
            alt=""
            className="mb-5 aspect-video w-full rounded-xl object-cover"
            placeholder={<Newspaper className="size-10 opacity-60" aria-hidden="true" />}
          />
          {data.Description && <p className="mb-4 text-base font-medium text-fg">{data.Description}</p>}
          <div
            className={NEWS_PROSE}
            onClick={followInternalLink}
            // Sanitised by the server against an allow-list (no scripts, no event handlers).
            dangerouslySetInnerHTML={{ __html: data.Content }}
          />
        </article>
      )}
    </Dialog>
  );
}
