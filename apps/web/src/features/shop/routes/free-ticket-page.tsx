import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function FreeTicketPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('freeTicket')} icon={<Gift />} />;
}
