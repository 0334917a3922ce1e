import type { ShopProduct } from '@pitchside/contract/webshop';
import { Crown, ShieldCheck, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { CreatorSupportPanel } from './creator-support';
import { PackagesSkeleton } from './packages-skeleton';
import { usePackageCheckout, type PackageActions } from './package-checkout';
import { ShopNav } from './shop-nav';

/** The kinds of package with a page of their own; each names its texts (`shop:<kind>.…`). */
export type PackageKind = 'tickets' | 'premiums';

const KINDS = {
  tickets: { title: 'routes:ticketPackages', icon: <Ticket />, skeletons: 3 },
  premiums: { title: 'routes:premiumPackages', icon: <Crown />, skeletons: 2 },
} as const;

interface PackagesPageProps<T> {
  kind: PackageKind;
  query: QueryLike<T>;
  /** The packages in the query's answer. */
  products: (data: T) => ShopProduct[];
  /** Between the shop's tabs and the creator support panel. */
  notices?: ReactNode;
  /** Above the cards, from the same answer. */
  lead?: (data: T) => ReactNode;
  listClassName: string;
  card: (product: ShopProduct, actions: PackageActions, data: T) => ReactNode;
  /** Under the cards, before the secure-payment note. */
  more?: ReactNode;
}

/**
 * The page of one kind of package (ticket packages, premium memberships): header, shop tabs, the
 * cards in their loading, failure and empty states, the secure-payment note, and the checkout
 * every card goes through (with gifting).
 */
export function PackagesPage<T>({
  kind,
  query,
  products,
  notices,
  lead,
  listClassName,
  card,
  more,
}: PackagesPageProps<T>) {
  const { t } = useTranslation(['routes', 'shop']);
  const checkout = usePackageCheckout({ giftable: true });
  const { title, icon, skeletons } = KINDS[kind];

  return (
    <>
      <PageHeader title={t(title)} icon={icon} description={t(`shop:${kind}.description`)} />
      <ShopNav />
      {notices}
      <CreatorSupportPanel className="mb-6" />
      <QueryState
        query={query}
        loading={<PackagesSkeleton label={t(`shop:${kind}.loading`)} count={skeletons} />}
        errorMessage={t(`shop:${kind}.loadError`)}
        isEmpty={(data) => products(data).length === 0}
        empty={
          <Card>
            <EmptyState
              icon={icon}
              title={t(`shop:${kind}.emptyTitle`)}
              description={t(`shop:${kind}.emptyDescription`)}
            />
          </Card>
        }
      >
        {(data) => (
          <>
            {lead?.(data)}
            <PackageList
              products={products(data)}
              className={listClassName}
              card={(product) => card(product, checkout.actions(product), data)}
            />
          </>
        )}
      </QueryState>
      {more}
      <p className="mt-6 flex items-start gap-2 text-sm text-fg-muted [&_svg]:size-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
        {t('shop:secureNote')}
      </p>
      {checkout.dialogs}
    </>
  );
}

/** The cards of a list of packages, one list item each. */
export function PackageList({
  products,
  className,
  card,
}: {
  products: ShopProduct[];
  className: string;
  card: (product: ShopProduct) => ReactNode;
}) {
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.id}>{card(product)}</li>
      ))}
    </ul>
  );
}
