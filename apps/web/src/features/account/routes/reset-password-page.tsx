import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function ResetPasswordPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('resetPassword')} icon={<KeyRound />} />;
}
