import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function HallOfFamePage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('hallOfFame')} icon={<Award />} />;
}
