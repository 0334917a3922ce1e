import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TicketPackagesPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('ticketPackages')} icon={<Ticket />} />;
}
