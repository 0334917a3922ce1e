import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { DownloadFab } from '@/features/content/components/download-fab';
import { HomeHero } from '@/features/content/components/home-hero';
import { lazyComponent } from '@/lib/lazy-component';
import { PageSection } from '@/lib/page-section';

/*
 * Below the banner, on a phone below the first screen: their code (schemas, tables, the checkout)
 * is fetched and their server HTML hydrated only when they come near the viewport (decision 0037).
 */
const NewsSection = lazyComponent(() =>
  import('@/features/content/components/news-section').then((module) => module.NewsSection),
);
const HomeRankings = lazyComponent(() =>
  import('@/features/stats/components/home-rankings').then((module) => module.HomeRankings),
);
const SeasonalPacksSection = lazyComponent(() =>
  import('@/features/shop/components/seasonal-packs-section').then((module) => module.SeasonalPacksSection),
);

/** The home page composes several features, so it lives in app/ (features never import each other). */
export function HomePage() {
  return (
    // Bottom padding keeps the floating download button from covering the last row.
    <div className="flex flex-col gap-10 pb-16 sm:gap-12">
      <HomeHero />
      <BannerCarousel />
      <PageSection hydrate="when-near">
        <NewsSection />
      </PageSection>
      <PageSection hydrate="when-near">
        <HomeRankings />
      </PageSection>
      <PageSection hydrate="when-near">
        <SeasonalPacksSection />
      </PageSection>
      <DownloadFab />
    </div>
  );
}
