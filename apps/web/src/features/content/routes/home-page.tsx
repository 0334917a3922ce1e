import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function HomePage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('home')} icon={<House />} />;
}
