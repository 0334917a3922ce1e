import { ShieldCheck, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useSessionUser } from '@/lib/session/session';
import { useCreatePaymentLink, variantOf } from '../api/create-payment-link';
import { useTicketPackages } from '../api/ticket-packages';
import { refreshSessionUser } from '../api/validate-session';
import { GiftDialog, type GiftProduct } from '../components/gift-dialog';
import { PackagesSkeleton } from '../components/packages-skeleton';
import { useProductName } from '@/lib/i18n/product-name';
import { BundlesSection } from '../components/bundles-section';
import { CampaignBanner } from '../components/campaign-banner';
import { useCheckoutConsent } from '../components/checkout-consent';
import { ShopNav } from '../components/shop-nav';
import { TicketPackageCard } from '../components/ticket-package-card';
import { VipStandingNote } from '../components/vip-standing-note';
import { CreatorSupportPanel } from '../components/creator-support';
import { usePaymentErrorText } from '../lib/payment-errors';

export function TicketPackagesPage() {
  const { t } = useTranslation(['routes', 'shop']);
  const packages = useTicketPackages();
  const vip = useSessionUser()?.vip;
  const purchase = useCreatePaymentLink();
  const consent = useCheckoutConsent();
  const errorText = usePaymentErrorText();
  const productName = useProductName();
  const [gift, setGift] = useState<GiftProduct | null>(null);
  // The provider's cancel link comes back here with ?payment=cancelled.
  const [params, setParams] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  // The tier behind the bonus follows the last 30 days of purchases: read it fresh, not from login.
  useEffect(() => {
    void refreshSessionUser();
  }, []);

  // Busy from the click until the browser has left for checkout.
  const busySlug = purchase.isPending || purchase.isSuccess ? variantOf(purchase.variables) : undefined;

  return (
    <>
      <PageHeader
        title={t('routes:ticketPackages')}
        icon={<Ticket />}
        description={t('shop:tickets.description')}
      />
      <ShopNav />
      {cancelled && (
        <Alert
          severity="low"
          className="mb-6"
          onDismiss={() => setParams(new URLSearchParams(), { replace: true })}
        >
          {t('shop:cancelled')}
        </Alert>
      )}
      <VipStandingNote vip={vip} className="mb-6" />
      <CreatorSupportPanel className="mb-6" />
      <QueryState
        query={packages}
        loading={<PackagesSkeleton label={t('shop:tickets.loading')} />}
        errorMessage={t('shop:tickets.loadError')}
        empty={
          <Card>
            <EmptyState
              icon={<Ticket />}
              title={t('shop:tickets.emptyTitle')}
              description={t('shop:tickets.emptyDescription')}
            />
          </Card>
        }
      >
        {(products) => (
          <>
            {/* With the cards, from the same answer: it never pushes them down after they paint. */}
            <CampaignBanner className="mb-4" />
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {products.map((product) => (
                <li key={product.id}>
                  <TicketPackageCard
                    product={product}
                    vip={vip}
                    buying={busySlug === product.slug}
                    disabled={busySlug !== undefined && busySlug !== product.slug}
                    error={
                      purchase.isError && variantOf(purchase.variables) === product.slug
                        ? errorText(purchase.error, 'createLink')
                        : undefined
                    }
                    onBuy={() =>
                      consent.ask(
                        (code) => purchase.mutate(code ? { variantId: product.slug, code } : product.slug),
                        { variantId: product.slug, priceCents: product.priceCents },
                      )
                    }
                    onGift={() =>
                      setGift({
                        slug: product.slug,
                        name: productName(product.slug, product.name),
                        priceCents: product.priceCents,
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <BundlesSection className="mt-10" />
      <p className="mt-6 flex items-start gap-2 text-sm text-fg-muted [&_svg]:size-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
        {t('shop:secureNote')}
      </p>
      <GiftDialog product={gift} onClose={() => setGift(null)} />
      {consent.dialog}
    </>
  );
}
