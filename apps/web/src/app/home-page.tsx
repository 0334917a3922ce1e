import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { DownloadFab } from '@/features/content/components/download-fab';
import { HomeHero } from '@/features/content/components/home-hero';
import { lazyComponent } from '@/lib/lazy-component';
import { isSectionNear, PageSection } from '@/lib/page-section';

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

const SECTIONS = { news: NewsSection, rankings: HomeRankings, packs: SeasonalPacksSection };

/**
 * Before the home page is shown: when hydrating the server's page, the code of the sections already
 * in or near view (all of them on a desktop) is loaded first. A tap on a section whose code is still on its way would be
 * lost: React replays a tap only on a part it can hydrate at once.
 */
export async function beforeShown(): Promise<void> {
  if (typeof document === 'undefined') return; // the server renders every section whole
  // Opened from another screen, the app renders the page itself: every section at once, whole.
  const fromServer = document.querySelector('[data-section]') !== null;
  await Promise.all(
    Object.entries(SECTIONS)
      .filter(([name]) => !fromServer || isSectionNear(name))
      .map(([, section]) => section.preload()),
  );
}

/** The home page composes several features, so it lives in app/ (features never import each other). */
export function HomePage() {
  return (
    // Bottom padding keeps the floating download button from covering the last row.
    <div className="flex flex-col gap-10 pb-16 sm:gap-12">
      <HomeHero />
      <BannerCarousel />
      <PageSection hydrate="when-near" name="news" load={NewsSection.preload}>
        <NewsSection />
      </PageSection>
      <PageSection hydrate="when-near" name="rankings" load={HomeRankings.preload}>
        <HomeRankings />
      </PageSection>
      <PageSection hydrate="when-near" name="packs" load={SeasonalPacksSection.preload}>
        <SeasonalPacksSection />
      </PageSection>
      <DownloadFab />
    </div>
  );
}
