import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSeasonalPack } from '../api/seasonal-pack';
import { SeasonalPackGrid } from '../components/seasonal-pack-grid';
import { numberFormat } from '@/lib/format/intl-formats';

export function SeasonalOffersPage() {
  const { t, i18n } = useTranslation(['routes', 'offers']);
  // Both packs carry the current season; the welcome pack's copy is enough for the header.
  const season = useSeasonalPack('welcome').data?.current_season ?? null;
  return (
    <>
      <PageHeader
        title={t('routes:seasonalOffers')}
        icon={<Sparkles />}
        eyebrow={
          season
            ? t('offers:seasonal.season', {
                number: numberFormat(i18n.language).format(season.number),
              })
            : undefined
        }
        description={t('offers:seasonal.pageDescription')}
      />
      <SeasonalPackGrid headingLevel={2} />
    </>
  );
}
