import { useSearchParams } from 'react-router';

/**
 * The support ticket the player page was opened from (`?ticket=ID`, issue 35): a refund or a
 * compensation made there names it, and the audit log and the player page show the link.
 */
export function useLinkedTicket(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('ticket'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
