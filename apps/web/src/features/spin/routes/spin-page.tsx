import { SPIN_COST_WEB_POINTS } from '@pitchside/contract/spin-limits';
import { FerrisWheel, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format/format-number';
import { updateUser, withWebPoints } from '@/lib/session/session';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSpinWheel, type SpinWheel } from '../api/get-spin-wheel';
import { OddsTable } from '../components/odds-table';
import { PrizeWheel } from '../components/prize-wheel';
import { SpinHistory } from '../components/spin-history';
import { SpinStatus } from '../components/spin-status';
import { useSecondsLeft, type Wait } from '../components/use-seconds-left';
import { useSpinPlay } from '../components/use-spin-play';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Spin The Wheel (spec §2 `/spin`, §4, §8, §9): 5 WP per spin, the server draws, the wheel follows. */
export function SpinPage() {
  const { t, i18n } = useTranslation('spin');
  const { t: tRoutes } = useTranslation('routes');
  const wheel = useSpinWheel();

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={tRoutes('spin')}
        description={t('description', { cost: formatNumber(SPIN_COST_WEB_POINTS, i18n.language) })}
        icon={<FerrisWheel />}
      />
      <QueryState
        query={wheel}
        loading={<WheelSkeleton label={t('loading')} />}
        errorMessage={t('errors.loadFailed')}
        empty={null}
        isEmpty={() => false}
        errorClassName="rounded-xl border border-border bg-surface/90"
      >
        {(data) => <SpinBoard wheel={data} answeredAt={wheel.dataUpdatedAt} />}
      </QueryState>
    </div>
  );
}

function SpinBoard({ wheel, answeredAt }: { wheel: SpinWheel; answeredAt: number }) {
  const { t, i18n } = useTranslation('spin');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const play = useSpinPlay(wheel.segments, reducedMotion);
  const spinning = play.phase === 'spinning';

  // The later of the two waits wins: the one the wheel reported on load, or the last spin's.
  const loadedWait: Wait = { from: answeredAt, until: answeredAt + wheel.secondsRemaining * 1000 };
  const wait = play.wait && play.wait.until > loadedWait.until ? play.wait : loadedWait;
  const secondsLeft = useSecondsLeft(wait);

  // The cost leaves the balance the moment the wheel starts; the prize arrives when it stops.
  const balance = spinning ? Math.max(0, wheel.balance - wheel.cost) : wheel.balance;
  const notEnough = !spinning && wheel.balance < wheel.cost;
  const blocked = spinning || secondsLeft > 0 || notEnough;
  const cost = formatNumber(wheel.cost, i18n.language);

  // The header's web points follow the server's balance whenever the wheel reports it.
  useEffect(() => {
    updateUser((user) => withWebPoints(user, wheel.balance));
  }, [wheel.balance]);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <Card className="relative overflow-hidden p-4 sm:p-6">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-[radial-gradient(ellipse_at_top,rgb(47_214_123/0.16),transparent_70%)]"
          />
          <h2 className="sr-only">{t('wheel.heading')}</h2>
          <dl className="relative mb-4 grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-border bg-surface-2/80 px-3 py-2.5">
              <dt className="text-xs font-semibold uppercase tracking-wider text-fg-muted">{t('balance')}</dt>
              <dd
                data-testid="spin-balance"
                className="mt-1 font-display text-2xl font-bold leading-none tabular-nums text-accent"
              >
                {t('webPoints', { amount: formatNumber(balance, i18n.language) })}
              </dd>
            </div>
            <div className="rounded-xl border border-border bg-surface-2/80 px-3 py-2.5">
              <dt className="text-xs font-semibold uppercase tracking-wider text-fg-muted">{t('cost')}</dt>
              <dd className="mt-1 font-display text-2xl font-bold leading-none tabular-nums text-fg">
                {t('webPoints', { amount: cost })}
              </dd>
            </div>
          </dl>

          <PrizeWheel
            segments={wheel.segments}
            rotation={play.rotation}
            transitionMs={play.transitionMs}
            spinning={spinning}
            winner={play.phase === 'result' ? play.winner : null}
            reducedMotion={reducedMotion}
          />

          <div className="relative mt-5 flex flex-col items-center gap-2">
            {/* aria-disabled, not disabled: a keyboard player who pressed Spin keeps focus on it. */}
            <Button
              size="lg"
              className="w-full max-w-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:shadow-none"
              onClick={() => {
                if (!blocked) play.spin();
              }}
              aria-disabled={blocked || undefined}
              aria-busy={spinning || undefined}
            >
              <FerrisWheel
                aria-hidden="true"
                className={spinning && !reducedMotion ? 'animate-spin' : undefined}
              />
              {spinning ? t('spinning') : t('spin', { cost })}
            </Button>
            <p
              role="timer"
              aria-live="off"
              className={
                secondsLeft > 0 ? 'flex items-center gap-1.5 text-sm font-medium text-fg-muted' : 'sr-only'
              }
            >
              {secondsLeft > 0 && (
                <>
                  <Timer aria-hidden="true" className="size-4 text-accent" />
                  {t('countdown', { count: secondsLeft, seconds: formatNumber(secondsLeft, i18n.language) })}
                </>
              )}
            </p>
          </div>

          <div className="relative mt-4">
            <SpinStatus
              phase={play.phase}
              result={play.result}
              failed={play.failed}
              notEnough={notEnough}
              cost={wheel.cost}
              balance={wheel.balance}
              onRetry={play.spin}
            />
          </div>
        </Card>

        <OddsTable wheel={wheel} />
      </div>
      <div className="mt-6">
        <SpinHistory />
      </div>
    </>
  );
}

function WheelSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]"
    >
      <Card className="p-4 sm:p-6">
        <div className="mb-4 grid grid-cols-2 gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="mx-auto aspect-square w-full max-w-[26rem] rounded-full" />
        <Skeleton className="mx-auto mt-5 h-12 w-full max-w-xs" />
      </Card>
      <Card className="space-y-3 p-4 sm:p-6">
        <Skeleton className="h-7 w-1/2" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </Card>
    </div>
  );
}
