import type { NewsSummary } from '@pitchside/contract/content';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNewsList } from '../api/news-list';
import { NewsCarousel } from './news-carousel';
import { NewsDetailModal } from './news-detail-modal';

/** "Latest news" on the home page: the carousel of the 10 newest items and their detail modal. */
export function NewsSection() {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch, isRefetching } = useNewsList();
  const [selected, setSelected] = useState<NewsSummary | null>(null);
  const [open, setOpen] = useState(false);

  const heading = (
    <div className="min-w-0">
      <p className="font-display text-sm font-bold uppercase tracking-[0.18em] text-primary">
        {t('news.eyebrow')}
      </p>
      <h2 id="home-news-title" className="display-caps text-2xl leading-tight text-fg sm:text-3xl">
        {t('news.title')}
      </h2>
    </div>
  );

  return (
    <section aria-labelledby="home-news-title">
      {isPending ? (
        <>
          <div className="mb-4">{heading}</div>
          <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('news.loading')}</span>
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className={
                  i === 0
                    ? 'rounded-xl border border-border p-0'
                    : 'hidden rounded-xl border border-border sm:block'
                }
              >
                <Skeleton className="aspect-video w-full rounded-b-none rounded-t-xl" />
                <div className="space-y-2 p-5">
                  <Skeleton className="h-3 w-24" />
                  <Skeleton className="h-5 w-4/5" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </div>
            ))}
          </div>
        </>
      ) : isError ? (
        <>
          <div className="mb-4">{heading}</div>
          <div className="rounded-xl border border-border bg-surface/80">
            <ErrorState
              message={t('news.errors.listFailed')}
              onRetry={() => void refetch()}
              retrying={isRefetching}
            />
          </div>
        </>
      ) : data.length === 0 ? (
        <>
          <div className="mb-4">{heading}</div>
          <div className="rounded-xl border border-border bg-surface/80">
            <EmptyState
              icon={<Newspaper />}
              title={t('news.empty.title')}
              description={t('news.empty.body')}
            />
          </div>
        </>
      ) : (
        <NewsCarousel
          items={data}
          heading={heading}
          onOpen={(news) => {
            setSelected(news);
            setOpen(true);
          }}
        />
      )}
      <NewsDetailModal news={selected} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
