import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function SocialPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('social')} icon={<Users />} />;
}
