import type { NewsSummary } from '@pitchside/contract/content';
import { CalendarDays, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';
import { FallbackImage } from '@/components/ui/fallback-image';
import { NewsTagBadge } from './news-tag-badge';

interface NewsCardProps {
  news: NewsSummary;
  onOpen: (news: NewsSummary) => void;
}

/** One news item: picture, tag, title, description and date; the whole card opens the detail. */
export function NewsCard({ news, onOpen }: NewsCardProps) {
  const { t } = useTranslation('content');
  return (
    <article className="group/news relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-2/70 shadow-raised transition-[border-color,transform] duration-200 focus-within:border-primary/60 hover:-translate-y-1 hover:border-border-strong">
      <div className="relative aspect-video overflow-hidden bg-surface-3">
        <FallbackImage
          src={news.ImageUrl}
          alt=""
          className="size-full object-cover transition-transform duration-500 group-hover/news:scale-105"
          placeholder={<Newspaper className="size-10 opacity-60" aria-hidden="true" />}
        />
        <NewsTagBadge tag={news.Tag} className="absolute start-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex items-center gap-1.5 text-xs font-medium text-fg-subtle">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <LocalTime at={news.PublishDate} format="date" />
        </p>
        <h3 className="font-display text-xl font-bold leading-tight text-fg">
          {/* The button's ::after covers the card, so the heading stays a heading and the card one target. */}
          <button
            type="button"
            onClick={() => onOpen(news)}
            className="text-start outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
          >
            {news.Title}
          </button>
        </h3>
        <p className="line-clamp-3 text-sm text-fg-muted">{news.Description}</p>
        <span
          className="mt-auto pt-2 font-display text-sm font-bold uppercase tracking-wide text-primary"
          aria-hidden="true"
        >
          {t('news.readMore')}
        </span>
      </div>
    </article>
  );
}
