import type { SpinSegment } from '@pitchside/contract/spin';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/format-number';

type Prize = Pick<SpinSegment, 'kind' | 'amount'>;

/** "100 tickets", "10 web points", "No prize" in the reader's language and digits. */
export function usePrizeText(): (prize: Prize) => string {
  const { t, i18n } = useTranslation('spin');
  return (prize) => {
    const amount = formatNumber(prize.amount, i18n.language);
    if (prize.kind === 'tickets') return t('prize.tickets', { count: prize.amount, amount });
    if (prize.kind === 'web_points') return t('prize.webPoints', { count: prize.amount, amount });
    return t('prize.none');
  };
}

/**
 * The jackpot is the biggest ticket prize, the one with a daily limit (spec §9 "spin 2000
 * tickets"); the server reports its limit but not which segment it is.
 */
export function jackpotIndex(segments: Prize[]): number {
  let best = -1;
  segments.forEach((segment, i) => {
    if (segment.kind === 'tickets' && (best < 0 || segment.amount > (segments[best]?.amount ?? 0))) best = i;
  });
  return best;
}
