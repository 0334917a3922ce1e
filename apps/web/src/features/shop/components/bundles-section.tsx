import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBundles } from '../api/bundles-and-special-packs';
import { ProductCardList } from './product-card-list';

/** The bundles of the catalogue under the ticket packages (issue 32); nothing when none is on sale. */
export function BundlesSection({ className }: { className?: string }) {
  const { t } = useTranslation('shop');
  const bundles = useBundles();
  return (
    <section aria-labelledby="bundles-heading" className={className}>
      <h2
        id="bundles-heading"
        className="display-caps flex items-center gap-2 text-2xl text-fg [&_svg]:size-6"
      >
        <Package aria-hidden="true" className="text-primary" />
        {t('bundles.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-fg-muted">{t('bundles.description')}</p>
      {bundles.isPending ? (
        <p className="text-sm text-fg-muted">{t('bundles.loading')}</p>
      ) : bundles.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('bundles.loadError')}
        </p>
      ) : bundles.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('bundles.empty')}</p>
      ) : (
        <ProductCardList products={bundles.data} giftable />
      )}
    </section>
  );
}
