import { numberFormat } from './intl-formats';
const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * Spec §5: numbers shorten to K from a thousand and to M from a million, one decimal at most
 * (1500 → "1.5K", 2 300 000 → "2.3M"). The digits follow the reader's language; the K/M
 * suffixes stay as players know them from the game.
 */
export function formatCompact(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const oneDecimal = numberFormat(locale, { maximumFractionDigits: 1 });

  if (abs < THOUSAND) return sign + numberFormat(locale, { maximumFractionDigits: 0 }).format(abs);
  const thousands = roundOneDecimal(abs / THOUSAND);
  // 999 950 rounds to "1000K"; it reads better promoted to "1M".
  if (abs < MILLION && thousands < THOUSAND) return `${sign}${oneDecimal.format(thousands)}K`;
  return `${sign}${oneDecimal.format(roundOneDecimal(abs / MILLION))}M`;
}

// Truncation toward zero would make 1999 read "1.9K"; players expect normal rounding.
function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
