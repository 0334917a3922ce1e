import type { Banner } from '@pitchside/contract/content';
import { BANNER_AUTOPLAY_MS, BANNER_PROGRESS_TICK_MS } from '@pitchside/contract/home';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowRight, ChevronLeft, ChevronRight, ExternalLink, Megaphone, Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { directionOf } from '@/lib/i18n/languages';
import { useBannerList } from '../api/banner-list';
import { useAutoplay } from '../hooks/use-autoplay';
import { useSwipe } from '../hooks/use-swipe';
import { isExternalLink, isFollowableLink } from '../lib/banner-link';

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

  const [viewportRef, embla] = useEmblaCarousel({
    loop: multiple,
    // Slides move only through our own state: the 50 px swipe rule, arrows, dots and autoplay.
    watchDrag: false,
    watchFocus: false,
    direction: rtl ? 'rtl' : 'ltr',
    duration: 30,
  });

  const autoplay = useAutoplay({
    enabled: multiple && !hovered && !touching && !stopped,
    intervalMs: BANNER_AUTOPLAY_MS,
    tickMs: BANNER_PROGRESS_TICK_MS,
    onAdvance: () => goTo(current + 1),
  });

  function goTo(target: number) {
    setIndex(((target % count) + count) % count);
    autoplay.reset();
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

          <div
            role="progressbar"
            aria-label={t('banners.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(autoplay.progress * 100)}
            className="absolute inset-x-0 bottom-0 h-1 bg-white/10"
          >
            <div
              className="h-full origin-left bg-linear-to-r from-primary to-accent transition-transform duration-75 ease-linear rtl:origin-right"
              style={{ transform: `scaleX(${autoplay.progress})` }}
            />
          </div>
        </>
      )}
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="focus-ring pointer-events-auto grid size-11 place-items-center rounded-full border border-white/15 bg-bg/60 text-fg opacity-80 backdrop-blur-sm transition hover:bg-bg/85 hover:opacity-100 group-hover/banners:opacity-100 [&_svg]:size-6"
    >
      {children}
    </button>
  );
}

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const { t } = useTranslation('content');
  const external = isExternalLink(banner.ButtonLink);
  return (
    <>
      <FallbackImage
        src={banner.ImageUrl}
        alt=""
        className="absolute inset-0 size-full object-cover object-[70%_50%]"
        loading="eager"
        // The first banner is the home page's largest element: it goes before the other slides.
        fetchPriority={first ? 'high' : 'low'}
      />
      {/* Darkens the start side so the text stays readable on any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-bg/95 via-bg/55 to-bg/10 sm:bg-linear-to-r sm:from-bg/95 sm:via-bg/60 sm:to-transparent sm:rtl:bg-linear-to-l"
      />
      <div className="relative flex h-full max-w-2xl flex-col justify-end gap-3 p-6 pb-16 sm:justify-center sm:px-20 sm:pb-14 sm:pt-10">
        <h3 className="display-caps text-3xl leading-[0.95] text-fg drop-shadow-md sm:text-4xl lg:text-5xl">
          {banner.Title}
        </h3>
        {banner.Subtitle && <p className="text-base text-fg/90 sm:text-lg">{banner.Subtitle}</p>}
        {banner.ButtonText && banner.ButtonLink && isFollowableLink(banner.ButtonLink) && (
          <div className="mt-2">
            {external ? (
              <Button asChild size="lg">
                <a href={banner.ButtonLink} target="_blank" rel="noopener noreferrer">
                  {banner.ButtonText}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">({t('download.opensInNewTab')})</span>
                </a>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to={banner.ButtonLink}>
                  {banner.ButtonText}
                  <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                </Link>
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
