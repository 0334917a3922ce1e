import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function AccountSettingsPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('accountSettings')} icon={<Settings />} />;
}
