import { Earth } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TopGlobalPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('topGlobal')} icon={<Earth />} />;
}
