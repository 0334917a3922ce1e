import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function PremiumPackagesPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('premiumPackages')} icon={<BadgeCheck />} />;
}
