import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TopSeasonPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('topSeason')} icon={<Medal />} />;
}
