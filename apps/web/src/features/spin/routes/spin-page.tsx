import { FerrisWheel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function SpinPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('spin')} icon={<FerrisWheel />} />;
}
