import type { Banner } from '@pitchside/contract/content';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isExternalLink, isFollowableLink } from '../lib/banner-link';

export function ArrowButton({
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

export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
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
