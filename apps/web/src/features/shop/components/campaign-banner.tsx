import { Megaphone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalTime } from '@/components/ui/local-time';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { useTicketCampaign } from '../api/ticket-packages';

/**
 * The running campaign (issue 32): its name, its best bonus and when it ends. Shown only while
 * the server says a campaign is active; outside one, nothing on the page mentions a campaign.
 */
export function CampaignBanner({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('shop');
  const campaign = useTicketCampaign().data;
  if (!campaign?.active || !campaign.endsAt) return null;
  const best = Math.max(0, ...campaign.bonuses.map((bonus) => bonus.percent));
  return (
    <section
      aria-labelledby="campaign-banner-title"
      data-testid="campaign-banner"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-primary/40 bg-primary-soft px-4 py-3 text-sm text-fg',
        className,
      )}
    >
      <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id="campaign-banner-title" className="font-display text-lg font-bold leading-tight">
          {campaign.name}
        </h2>
        <p className="text-fg-muted">
          {t('campaign.banner', { percent: formatNumber(best, i18n.language) })}{' '}
          <Trans
            t={t}
            i18nKey="campaign.endsAt"
            components={{
              end: <LocalTime at={campaign.endsAt} format="dateTime" className="font-semibold text-fg" />,
            }}
          />
        </p>
      </div>
    </section>
  );
}
