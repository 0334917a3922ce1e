import { TICKET_PRIORITIES } from '@pitchside/contract/support-limits';
import { useTranslation } from 'react-i18next';
import { PRIORITY_KEYS } from '@/components/tickets/ticket-labels';

/** The `<option>`s of a priority select, lowest first, in the reader's language. */
export function PriorityOptions() {
  const { t } = useTranslation('support');
  return TICKET_PRIORITIES.map((value) => (
    <option key={value} value={value}>
      {t(PRIORITY_KEYS[value])}
    </option>
  ));
}
