import { Goal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function SeasonalGoalsPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('seasonalGoals')} icon={<Goal />} />;
}
