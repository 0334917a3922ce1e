import { RotateCcwClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function YesterdaysScoresPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('yesterdaysScores')} icon={<RotateCcwClock />} />;
}
