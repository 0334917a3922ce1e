import type { NewsSummary } from '@pitchside/contract/content';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import { directionOf } from '@/lib/i18n/languages';
import { useIsMobile } from '@/lib/use-media-query';
import { useEmblaState } from '../hooks/use-embla-state';
import { useSwipe } from '../hooks/use-swipe';
import { NewsCard } from './news-card';

interface NewsCarouselProps {
  items: readonly NewsSummary[];
  onOpen: (news: NewsSummary) => void;
  /** The section heading, placed on the arrows' row. */
  heading: ReactNode;
}

/**
 * Spec §4 "News carousel": previous/next arrows (hidden at 768 px or less) disabled at the ends,
 * no wrap-around, dots on mobile, and a swipe over 50 px moves one step.
 */
export function NewsCarousel({ items, onOpen, heading }: NewsCarouselProps) {
  const { t, i18n } = useTranslation('content');
  const rtl = directionOf(i18n.language) === 'rtl';
  const isMobile = useIsMobile();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    loop: false,
    watchDrag: false,
    direction: rtl ? 'rtl' : 'ltr',
  });
  const state = useEmblaState(embla, items.length);
  const swipe = useSwipe({
    rtl,
    onNext: () => embla?.scrollNext(),
    onPrevious: () => embla?.scrollPrev(),
  });

  return (
    <div>
      <div className="mb-4 flex items-end justify-between gap-4">
        {heading}
        {/* Hidden by CSS, not left out: the server renders the page for every width. */}
        <div className="flex gap-2 max-[768px]:hidden">
          <IconButton
            label={t('news.previous')}
            icon={<ChevronLeft className="rtl:-scale-x-100" />}
            variant="secondary"
            disabled={!state.canPrevious}
            onClick={() => embla?.scrollPrev()}
            className="rounded-full disabled:opacity-40"
          />
          <IconButton
            label={t('news.next')}
            icon={<ChevronRight className="rtl:-scale-x-100" />}
            variant="secondary"
            disabled={!state.canNext}
            onClick={() => embla?.scrollNext()}
            className="rounded-full disabled:opacity-40"
          />
        </div>
      </div>

      <div ref={viewportRef} className="-my-2 touch-pan-y overflow-hidden py-2" {...swipe}>
        <ul className="-ms-4 flex">
          {items.map((news) => (
            <li key={news.Id} className="min-w-0 shrink-0 grow-0 basis-[86%] ps-4 sm:basis-1/2 lg:basis-1/3">
              <NewsCard news={news} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>

      {isMobile && state.snapCount > 1 && (
        <div className="mt-4 flex flex-wrap justify-center gap-1" role="group" aria-label={t('news.dots')}>
          {Array.from({ length: state.snapCount }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('news.goTo', { current: i + 1, total: state.snapCount })}
              aria-current={i === state.selected || undefined}
              onClick={() => embla?.scrollTo(i)}
              className="focus-ring grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all duration-300',
                  i === state.selected ? 'w-5 bg-primary' : 'w-2 bg-white/35',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
