import { useTranslation } from 'react-i18next';
import { isTranslatedProduct } from '../lib/product-names';

/** A catalogue product's name in the reader's language, or the server's name for new products. */
export function useProductName(): (slug: string, fallback: string) => string {
  const { t } = useTranslation('shop');
  return (slug, fallback) => (isTranslatedProduct(slug) ? t(`products.${slug}`) : fallback);
}
