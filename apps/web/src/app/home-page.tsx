import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { DownloadFab } from '@/features/content/components/download-fab';
import { HomeHero } from '@/features/content/components/home-hero';
import { NewsSection } from '@/features/content/components/news-section';
import { SeasonalPacksSection } from '@/features/shop/components/seasonal-packs-section';
import { HomeRankings } from '@/features/stats/components/home-rankings';
import { PageSection } from '@/lib/page-section';

/** The home page composes several features, so it lives in app/ (features never import each other). */
export function HomePage() {
  return (
    // Bottom padding keeps the floating download button from covering the last row.
    <div className="flex flex-col gap-10 pb-16 sm:gap-12">
      <HomeHero />
      <BannerCarousel />
      {/* Below the banner, on a phone below the fold: hydrated each on its own (decision 0021). */}
      <PageSection>
        <NewsSection />
      </PageSection>
      <PageSection>
        <HomeRankings />
      </PageSection>
      <PageSection>
        <SeasonalPacksSection />
      </PageSection>
      <DownloadFab />
    </div>
  );
}
