import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function StaffConsolePage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('staffConsole')} icon={<Headset />} />;
}
