import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function PaymentConfirmationPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('paymentConfirmation')} icon={<CreditCard />} />;
}
