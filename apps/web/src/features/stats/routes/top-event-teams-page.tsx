import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TopEventTeamsPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('topEventTeams')} icon={<Shield />} />;
}
