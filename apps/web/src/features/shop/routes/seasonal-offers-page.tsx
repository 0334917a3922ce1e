import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function SeasonalOffersPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('seasonalOffers')} icon={<Sparkles />} />;
}
