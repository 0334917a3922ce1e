import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { userRenderedWithPage, useSessionUser } from '@/lib/session/session';
import { useTicketPackages } from '../api/ticket-packages';
import { refreshSessionUser } from '../api/validate-session';
import { BundlesSection } from '../components/bundles-section';
import { CampaignBanner } from '../components/campaign-banner';
import { PackagesPage } from '../components/packages-page';
import { TicketPackageCard } from '../components/ticket-package-card';
import { VipStandingNote } from '../components/vip-standing-note';

export function TicketPackagesPage() {
  const { t } = useTranslation(['routes', 'shop']);
  const packages = useTicketPackages();
  const vip = useSessionUser()?.vip;
  // The provider's cancel link comes back here with ?payment=cancelled.
  const [params, setParams] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  // The tier behind the bonus follows the last 30 days of purchases: read it fresh, not from login,
  // unless the server rendered this screen for the player a moment ago, with their user as it is.
  useEffect(() => {
    if (!userRenderedWithPage()) void refreshSessionUser();
  }, []);

  return (
    <PackagesPage
      kind="tickets"
      query={packages}
      products={(products) => products}
      notices={
        <>
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
        </>
      }
      // With the cards, from the same answer: it never pushes them down after they paint.
      lead={() => <CampaignBanner className="mb-4" />}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      card={(product, actions) => <TicketPackageCard {...actions} product={product} vip={vip} />}
      more={<BundlesSection className="mt-10" />}
    />
  );
}
