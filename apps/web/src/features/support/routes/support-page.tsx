import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function SupportPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('support')} icon={<LifeBuoy />} />;
}
