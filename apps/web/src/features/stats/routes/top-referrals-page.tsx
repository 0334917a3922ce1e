import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TopReferralsPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('topReferrals')} icon={<UserPlus />} />;
}
