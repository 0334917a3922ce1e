import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TopPurchasersPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('topPurchasers')} icon={<Gem />} />;
}
