import { SOCIAL_FEATURES, SOCIAL_LAUNCH_AT, type SocialFeature } from '@pitchside/contract/social';
import {
  ArrowLeftRight,
  Gavel,
  HeartHandshake,
  MessagesSquare,
  Rocket,
  Send,
  Share2,
  Sparkles,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { getConfig } from '@/lib/config';
import { useCountdown, type Countdown as CountdownParts } from '@/lib/use-countdown';
import { dateTimeFormat, numberFormat } from '@/lib/format/intl-formats';

const LAUNCH_AT = Date.parse(SOCIAL_LAUNCH_AT);

const FEATURE_ICONS: Record<SocialFeature, ReactNode> = {
  transferMarket: <ArrowLeftRight />,
  matchSharing: <Share2 />,
  teamChat: <MessagesSquare />,
  friendship: <HeartHandshake />,
  liveAuctions: <Gavel />,
  exclusiveContent: <Sparkles />,
};

/** Spec §1: the coming-soon social site with a live countdown and the six feature blurbs. */
export function SocialPage() {
  const { t, i18n } = useTranslation(['social', 'routes', 'content']);
  const countdown = useCountdown(LAUNCH_AT);
  const { telegramBotUrl } = getConfig();
  const launchDate = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(LAUNCH_AT);

  return (
    <>
      <PageHeader
        title={t('routes:social')}
        eyebrow={t('eyebrow')}
        icon={<Users />}
        description={t('description')}
      />

      <section
        aria-labelledby="social-countdown-title"
        className="relative overflow-hidden rounded-2xl border border-border bg-linear-to-br from-surface-2 via-surface to-bg px-5 py-8 text-center shadow-raised sm:px-10 sm:py-12"
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-24 start-1/2 size-96 -translate-x-1/2 rounded-full bg-primary/15 blur-3xl rtl:translate-x-1/2" />
        </div>
        <div className="relative">
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 font-display text-sm font-bold uppercase tracking-[0.18em] text-primary">
            <Rocket className="size-4" aria-hidden="true" />
            {t('eyebrow')}
          </p>
          <h2 id="social-countdown-title" className="display-caps mt-4 text-3xl text-fg sm:text-4xl">
            {countdown.done ? t('countdown.launched') : t('countdown.title')}
          </h2>
          <Countdown parts={countdown} />
          <p className="mt-6 text-sm text-fg-muted">{t('countdown.launchOn', { date: launchDate })}</p>
        </div>
      </section>

      <section aria-labelledby="social-features-title" className="mt-10">
        <h2 id="social-features-title" className="display-caps mb-5 text-2xl text-fg sm:text-3xl">
          {t('features.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOCIAL_FEATURES.map((feature) => (
            <li
              key={feature}
              className="group rounded-xl border border-border bg-surface/90 p-5 shadow-raised transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40"
            >
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-xl border border-primary/30 bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-fg [&_svg]:size-6"
              >
                {FEATURE_ICONS[feature]}
              </span>
              <h3 className="mt-4 font-display text-xl font-bold uppercase text-fg">
                {t(`features.${feature}.title`)}
              </h3>
              <p className="mt-1.5 text-sm text-fg-muted">{t(`features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="social-cta-title"
        className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface/90 p-6 shadow-raised sm:flex-row sm:items-center sm:p-8"
      >
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-info/15 text-info [&_svg]:size-6"
        >
          <Send />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="social-cta-title" className="font-display text-xl font-bold uppercase text-fg">
            {t('cta.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('cta.body')}</p>
        </div>
        <Button asChild variant="secondary">
          <a href={telegramBotUrl} target="_blank" rel="noopener noreferrer">
            {t('cta.button')}
            <span className="sr-only">({t('content:download.opensInNewTab')})</span>
          </a>
        </Button>
      </section>
    </>
  );
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

function Countdown({ parts }: { parts: CountdownParts }) {
  const { t, i18n } = useTranslation('social');
  const twoDigits = numberFormat(i18n.language, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    <div
      role="timer"
      aria-label={t('countdown.label')}
      className="mx-auto mt-6 grid max-w-2xl grid-cols-4 gap-2 sm:gap-4"
    >
      {UNITS.map((unit) => (
        <div
          key={unit}
          data-testid={`countdown-${unit}`}
          className="rounded-xl border border-border-strong bg-bg/60 px-1 py-4 backdrop-blur-sm sm:py-6"
        >
          {/* The server rendered these a moment earlier; the next tick corrects them. */}
          <span
            suppressHydrationWarning
            className="block font-display text-4xl font-bold tabular-nums leading-none text-fg sm:text-6xl"
          >
            {twoDigits.format(parts[unit])}
          </span>
          <span
            suppressHydrationWarning
            className="mt-2 block text-xs font-semibold uppercase tracking-wider text-fg-muted sm:text-sm"
          >
            {t(`countdown.${unit}`, { count: parts[unit] })}
          </span>
        </div>
      ))}
    </div>
  );
}
