import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { numberFormat } from '@/lib/format/intl-formats';

/** The dashboard's numbers in the reader's language: money, counts, shares, durations, days. */
export function useDashboardFormat(currency: string) {
  const { i18n } = useTranslation('admin');
  const lang = i18n.language;
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second', unitDisplay: 'short' | 'long') =>
    numberFormat(lang, { style: 'unit', unit: name, unitDisplay }).format(value);
  return {
    lang,
    money: (cents: number) => formatMoney(cents, lang, currency),
    count: (value: number) => formatNumber(value, lang),
    percent: (share: number) =>
      numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share),
    /** "3 days", "٣ أيام": Intl picks the plural form, so no text needs one per language. */
    days: (value: number) => unit(value, 'day', 'long'),
    /** "2 h 5 min", "45 min", "30 s". */
    duration: (seconds: number) => {
      if (seconds < 60) return unit(seconds, 'second', 'short');
      const minutes = Math.round(seconds / 60);
      if (minutes < 60) return unit(minutes, 'minute', 'short');
      return `${unit(Math.floor(minutes / 60), 'hour', 'short')} ${unit(minutes % 60, 'minute', 'short')}`;
    },
  };
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
