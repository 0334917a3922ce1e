import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function BestMatchesPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('bestMatches')} icon={<ListOrdered />} />;
}
