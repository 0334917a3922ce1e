import type { Banner } from '@pitchside/contract/content';
import { BANNER_AUTOPLAY_MS, BANNER_PROGRESS_TICK_MS } from '@pitchside/contract/home';
import { ChevronLeft, ChevronRight, Megaphone, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { directionOf } from '@/lib/i18n/languages';
import { useBannerList } from '../api/banner-list';
import { useAutoplay } from '../hooks/use-autoplay';
import { useEmblaWhenIdle } from '../hooks/use-embla-when-idle';
import { useSwipe } from '../hooks/use-swipe';
import { ArrowButton, BannerSlide } from './banner-slide';

const FRAME = 'relative overflow-hidden rounded-2xl border border-border bg-surface shadow-raised';
const SLIDE_HEIGHT = 'h-[22rem] sm:h-auto sm:aspect-[16/7] lg:aspect-[8/3]';

/** The banner carousel of the home page with its loading, failure and empty states. */
export function BannerCarousel() {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch, isRefetching } = useBannerList();

  let body;
  if (isPending) {
    body = (
      <div className={cn(FRAME, SLIDE_HEIGHT)} aria-busy="true">
        <Skeleton className="absolute inset-0 rounded-none" />
        <div className="absolute bottom-8 start-6 w-2/3 max-w-md space-y-3 sm:start-10">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-10 w-36" />
        </div>
        <span className="sr-only">{t('banners.loading')}</span>
      </div>
    );
  } else if (isError) {
    body = (
      <div className={FRAME}>
        <ErrorState
          message={t('banners.errors.listFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <div className={FRAME}>
        <EmptyState
          icon={<Megaphone />}
          title={t('banners.empty.title')}
          description={t('banners.empty.body')}
        />
      </div>
    );
  } else {
    body = <BannerSlides banners={data} />;
  }

  return (
    <section aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className="sr-only">
        {t('banners.title')}
      </h2>
      {body}
    </section>
  );
}

/**
 * Spec §4 "Banner carousel": auto-advances every 5 s with wrap-around, pauses on hover or touch,
 * a progress bar ticks every 50 ms, a swipe over 50 px changes the slide, and a single banner
 * has no autoplay and no controls. A pause button lets anyone stop the motion (WCAG 2.2.2).
 */
export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  const { t, i18n } = useTranslation('content');
  const rtl = directionOf(i18n.language) === 'rtl';
  const count = banners.length;
  const multiple = count > 1;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [touching, setTouching] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = Math.min(index, count - 1);

  const [viewportRef, embla] = useEmblaWhenIdle({
    loop: multiple,
    // Slides move only through our own state: the 50 px swipe rule, arrows, dots and autoplay.
    watchDrag: false,
    watchFocus: false,
    direction: rtl ? 'rtl' : 'ltr',
    duration: 30,
  });

  // Each move starts a fresh wait: a new key gives the progress bar a new, empty clock.
  const [cycle, setCycle] = useState(0);

  function goTo(target: number) {
    setIndex(((target % count) + count) % count);
    setCycle((value) => value + 1);
  }

  useEffect(() => {
    embla?.scrollTo(current);
  }, [embla, current]);

  const swipe = useSwipe({
    rtl,
    onNext: () => goTo(current + 1),
    onPrevious: () => goTo(current - 1),
    onTouchStart: () => setTouching(true),
    onTouchEnd: () => setTouching(false),
  });

  return (
    <div
      className={cn(FRAME, 'group/banners')}
      role="group"
      aria-roledescription={t('banners.roleDescription')}
      aria-label={t('banners.title')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div ref={viewportRef} className="touch-pan-y overflow-hidden" {...(multiple ? swipe : {})}>
        <div className="flex">
          {banners.map((banner, i) => (
            <div
              key={banner.Id}
              role="group"
              aria-roledescription={t('banners.slideRoleDescription')}
              aria-label={t('banners.slideLabel', { current: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
              data-active={i === current || undefined}
              className={cn('relative min-w-0 shrink-0 grow-0 basis-full', SLIDE_HEIGHT)}
            >
              <BannerSlide banner={banner} first={i === 0} />
            </div>
          ))}
        </div>
      </div>

      {multiple && (
        <>
          <div className="pointer-events-none absolute inset-y-0 start-3 hidden items-center sm:flex">
            <ArrowButton label={t('banners.previous')} onClick={() => goTo(current - 1)}>
              <ChevronLeft className="rtl:-scale-x-100" />
            </ArrowButton>
          </div>
          <div className="pointer-events-none absolute inset-y-0 end-3 hidden items-center sm:flex">
            <ArrowButton label={t('banners.next')} onClick={() => goTo(current + 1)}>
              <ChevronRight className="rtl:-scale-x-100" />
            </ArrowButton>
          </div>

          {/* Centred, so the floating download button (bottom end of the screen) never hides them. */}
          <div className="absolute bottom-4 start-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-bg/70 px-2 py-1.5 backdrop-blur-sm sm:bottom-5 rtl:translate-x-1/2">
            <div className="flex items-center">
              {banners.map((banner, i) => (
                <button
                  key={banner.Id}
                  type="button"
                  aria-label={t('banners.goTo', { current: i + 1, total: count })}
                  aria-current={i === current || undefined}
                  onClick={() => goTo(i)}
                  className="focus-ring group/dot grid size-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-all duration-300',
                      i === current ? 'w-5 bg-primary' : 'w-2 bg-white/45 group-hover/dot:bg-white/80',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('banners.play') : t('banners.pause')}
              className="focus-ring grid size-7 place-items-center rounded-full text-fg hover:bg-white/10 [&_svg]:size-3.5"
            >
              {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
          </div>

          <AutoplayProgress
            key={cycle}
            enabled={!hovered && !touching && !stopped}
            label={t('banners.progress')}
            onAdvance={() => goTo(current + 1)}
          />
        </>
      )}
    </div>
  );
}

/**
 * The autoplay's clock and its progress bar, in a component of their own: a tick every 50 ms
 * re-renders this bar alone, not the carousel and its slides (on a phone, a tenth of the CPU).
 * Paused, it keeps its progress; a move remounts it (`key`) with a fresh wait.
 */
function AutoplayProgress({
  enabled,
  label,
  onAdvance,
}: {
  enabled: boolean;
  label: string;
  onAdvance: () => void;
}) {
  const { progress } = useAutoplay({
    enabled,
    intervalMs: BANNER_AUTOPLAY_MS,
    tickMs: BANNER_PROGRESS_TICK_MS,
    onAdvance,
  });
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="absolute inset-x-0 bottom-0 h-1 bg-white/10"
    >
      <div
        className="h-full origin-left bg-linear-to-r from-primary to-accent transition-transform duration-75 ease-linear rtl:origin-right"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  );
}
