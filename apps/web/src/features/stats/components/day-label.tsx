import { useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';
import { dateTimeFormat } from '@/lib/format/intl-formats';

/**
 * A game day (YYYY-MM-DD) written out in the reader's language, e.g. "Sun, 22 November 2026": the
 * weekday is short so the line fits a 375 px phone beside the page icon.
 */
export function useGameDayLabel() {
  const { i18n } = useTranslation();
  return (day: string | undefined) => {
    if (!day) return undefined;
    // Noon UTC of that day, printed in UTC, can never slip to the day before or after.
    const date = new Date(`${day}T12:00:00Z`);
    if (Number.isNaN(date.getTime())) return undefined;
    return dateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  };
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
