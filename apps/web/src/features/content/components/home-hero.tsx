import { ArrowRight, CalendarClock, Gift, House, Trophy, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getConfig } from '@/lib/config';
import { useModalStore } from '@/lib/modals/modal-store';
import { isFirstVisit } from '@/lib/session/first-visit';
import { useSessionUser, useIsLoggedIn } from '@/lib/session/session';

/** The page's title block: the one h1 ("Home", like the document title), a welcome and quick ways in. */
export function HomeHero() {
  const { t } = useTranslation(['home', 'routes']);
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const nickname = user?.nickname;
  // Right after sign-up the player is new here: "Welcome", and the free daily gift (issue 32).
  const firstVisit = loggedIn && isFirstVisit(user?.id);
  const openModal = useModalStore((state) => state.openModal);
  const { productName } = getConfig();

  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden rounded-2xl border border-border bg-linear-to-br from-surface-2 via-surface to-bg p-6 shadow-raised sm:p-10"
    >
      <HeroPitch />
      <div className="relative grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <h1
            id="home-title"
            className="flex items-center gap-2 font-display text-sm font-bold uppercase tracking-[0.2em] text-primary"
          >
            <House className="size-4" aria-hidden="true" />
            {t('routes:home')}
          </h1>
          <p className="display-caps mt-3 text-4xl leading-[0.95] text-fg sm:text-5xl lg:text-6xl">
            {loggedIn && nickname
              ? t(firstVisit ? 'hero.welcome' : 'hero.welcomeBack', { name: nickname })
              : t('hero.tagline')}
          </p>
          {firstVisit && (
            <p
              className="mt-4 flex max-w-xl items-center gap-2 text-base font-medium text-fg"
              data-testid="first-visit-gift"
            >
              <Gift aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('hero.freeGiftHint')}
            </p>
          )}
          <p className="mt-4 max-w-xl text-base text-fg-muted sm:text-lg">
            {t('hero.body', { product: productName })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {firstVisit && (
              <Button asChild size="lg">
                <Link to="/offers/free-ticket">
                  <Gift aria-hidden="true" />
                  {t('hero.freeGift')}
                </Link>
              </Button>
            )}
            {loggedIn ? (
              <Button asChild size="lg" variant={firstVisit ? 'secondary' : 'primary'}>
                <Link to="/webshop/tickets">
                  {t('hero.shop')}
                  <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
                </Link>
              </Button>
            ) : (
              <Button size="lg" onClick={() => openModal('signup')}>
                <UserPlus aria-hidden="true" />
                {t('hero.register')}
              </Button>
            )}
            <Button asChild variant="secondary" size="lg">
              <Link to="/stats/todays-matches">{t('hero.matches')}</Link>
            </Button>
          </div>
        </div>
        <nav aria-label={t('hero.quickLinks')} className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-1">
          <QuickLink
            to="/stats/todays-matches"
            icon={<CalendarClock />}
            title={t('hero.links.matches.title')}
          >
            {t('hero.links.matches.body')}
          </QuickLink>
          <QuickLink to="/stats/top-global" icon={<Trophy />} title={t('hero.links.rankings.title')}>
            {t('hero.links.rankings.body')}
          </QuickLink>
          <QuickLink to="/offers/free-ticket" icon={<Gift />} title={t('hero.links.gift.title')}>
            {t('hero.links.gift.body')}
          </QuickLink>
        </nav>
      </div>
    </section>
  );
}

function QuickLink({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="focus-ring group flex flex-col items-center gap-2 rounded-xl border border-border bg-bg/50 p-3 text-center backdrop-blur-sm transition-colors hover:border-primary/50 hover:bg-surface-2 sm:flex-row sm:gap-3 sm:text-start"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-display text-sm font-bold uppercase leading-tight text-fg sm:text-lg">
          {title}
        </span>
        {/* Phones show the three titles side by side; the explanation needs the room of a wider screen. */}
        <span className="hidden text-sm text-fg-muted sm:block">{children}</span>
      </span>
    </Link>
  );
}

/** Faint pitch markings and a floodlight glow behind the hero. */
function HeroPitch() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -end-24 -top-24 size-80 rounded-full bg-primary/15 blur-3xl" />
      <div className="absolute -bottom-32 start-1/3 size-72 rounded-full bg-accent/10 blur-3xl" />
      <svg
        viewBox="0 0 600 360"
        className="absolute -end-16 top-1/2 hidden h-[130%] -translate-y-1/2 text-white/[0.05] md:block"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <rect x="10" y="10" width="580" height="340" rx="6" />
        <line x1="300" y1="10" x2="300" y2="350" />
        <circle cx="300" cy="180" r="56" />
        <circle cx="300" cy="180" r="4" fill="currentColor" />
        <rect x="10" y="90" width="84" height="180" />
        <rect x="506" y="90" width="84" height="180" />
        <rect x="10" y="135" width="32" height="90" />
        <rect x="558" y="135" width="32" height="90" />
      </svg>
    </div>
  );
}
