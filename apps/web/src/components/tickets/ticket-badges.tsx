import type { TicketStatus } from '@pitchside/contract/support';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import {
  PRIORITY_KEYS,
  PRIORITY_VARIANTS,
  STATUS_KEYS,
  STATUS_VARIANTS,
  type TicketPriority,
  type TicketViewer,
} from './ticket-labels';

export function TicketStatusBadge({ status, viewer }: { status: TicketStatus; viewer: TicketViewer }) {
  const { t } = useTranslation('support');
  return <Badge variant={STATUS_VARIANTS[status]}>{t(STATUS_KEYS[viewer][status])}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant={PRIORITY_VARIANTS[priority]}>
      <span className="sr-only">{t('detail.priority')}: </span>
      {t(PRIORITY_KEYS[priority])}
    </Badge>
  );
}
