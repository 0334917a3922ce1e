import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function VipPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('vip')} icon={<Crown />} />;
}
