import { useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';

/**
 * A game day (YYYY-MM-DD) written out in the reader's language, e.g. "Sun, 22 November 2026". A
 * `<time>` of its own: hydrating the server's page reuses its text (`formatLocalTime`).
 */
export function gameDayLabel(day: string | undefined) {
  if (!day || Number.isNaN(Date.parse(`${day}T12:00:00Z`))) return undefined;
  return <LocalTime at={`${day}T12:00:00Z`} format="gameDay" />;
}

/** Stands for the time in the sentence around it, which is then cut there. */
const TIME_SLOT = '\u0001';

/** "Updated 12:03:15": when the rows on screen were fetched. */
export function UpdatedAt({ at, note }: { at: number; note?: string }) {
  const { t } = useTranslation('stats');
  if (!at) return null;
  // The time is an element of its own, so that it is shown in the reader's zone (LocalTime).
  const [before, after = ''] = t('state.updatedAt', { time: TIME_SLOT }).split(TIME_SLOT);
  return (
    <p className="text-xs text-fg-muted" data-testid="updated-at">
      {before}
      <LocalTime at={at} format="timeWithSeconds" />
      {after}
      {note && <span className="block">{note}</span>}
    </p>
  );
}
