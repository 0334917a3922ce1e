import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function BalanceHistoryPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('balanceHistory')} icon={<ReceiptText />} />;
}
