import { useTranslation } from 'react-i18next';
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

/** "Updated 12:03:15": when the rows on screen were fetched. */
export function UpdatedAt({ at, note }: { at: number; note?: string }) {
  const { t, i18n } = useTranslation('stats');
  if (!at) return null;
  const time = dateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(at));
  return (
    <p className="text-xs text-fg-muted" data-testid="updated-at">
      {t('state.updatedAt', { time })}
      {note && <span className="block">{note}</span>}
    </p>
  );
}
