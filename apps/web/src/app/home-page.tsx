import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { SeasonalPacksSection } from '@/features/shop/components/seasonal-packs-section';
import { HomeRankings } from '@/features/stats/components/home-rankings';

/** The home page composes several features, so it lives in app/ (features never import each other). */
export function HomePage() {
  const { t } = useTranslation('routes');
  return (
    <>
      <PagePlaceholder title={t('home')} icon={<House />} />
      <HomeRankings />
      <SeasonalPacksSection />
    </>
  );
}
