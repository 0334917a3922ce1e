import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function FinalMatchesPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('finalMatches')} icon={<Trophy />} />;
}
