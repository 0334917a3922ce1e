import { groupedParams } from '@pitchside/contract/grouped-params';
import type { LedgerDescriptionKey, LedgerDescriptionParams } from '@pitchside/contract/ledger-descriptions';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/format-number';
import { useProductName } from '@/lib/i18n/product-name';

interface Described {
  descriptionKey: LedgerDescriptionKey | null;
  descriptionParams: LedgerDescriptionParams | null;
}

/**
 * A balance-history row's description in the reader's language, a product by its translated
 * name; a row older than description keys keeps the English text the server stored.
 */
export function useLedgerDescription(): (row: Described, english: string) => string {
  const { t, i18n } = useTranslation('wallet');
  const productName = useProductName();
  return (row, english) => {
    if (!row.descriptionKey) return english;
    const params = row.descriptionParams ?? {};
    const product = productName(
      typeof params.productSlug === 'string' ? params.productSlug : undefined,
      String(params.product ?? ''),
    );
    const grouped = groupedParams(params, i18n.language, (value) => formatNumber(value, i18n.language));
    return t(`ledger.${row.descriptionKey}`, { ...grouped, product });
  };
}
