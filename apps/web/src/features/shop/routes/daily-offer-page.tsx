import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function DailyOfferPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('dailyOffer')} icon={<Zap />} />;
}
