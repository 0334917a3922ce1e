import type { SpinResult } from '@pitchside/contract/spin';
import { Coins, Frown, PartyPopper, RefreshCw, Sparkles, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import { usePrizeText } from './prize-text';
import type { SpinPhase } from './use-spin-play';

interface SpinStatusProps {
  phase: SpinPhase;
  result: SpinResult | null;
  failed: boolean;
  notEnough: boolean;
  cost: number;
  balance: number;
  onRetry: () => void;
}

/** What the wheel just did, in words, plus the reasons a spin cannot happen right now. */
export function SpinStatus({ phase, result, failed, notEnough, cost, balance, onRetry }: SpinStatusProps) {
  const { t, i18n } = useTranslation('spin');
  const costText = formatNumber(cost, i18n.language);

  return (
    <div className="space-y-3">
      <div aria-live="polite" className={cn(!(notEnough && phase === 'idle') && 'min-h-[5.5rem]')}>
        {phase === 'result' && result ? (
          <ResultCard result={result} />
        ) : notEnough && phase === 'idle' ? null : (
          <div className="flex h-full min-h-[5.5rem] items-center justify-center gap-2 rounded-xl border border-dashed border-border px-4 text-center text-sm text-fg-muted">
            {phase === 'spinning' ? (
              <>
                <Sparkles aria-hidden="true" className="size-4 shrink-0 text-accent" />
                {t('state.spinning')}
              </>
            ) : (
              t('state.idle', { cost: costText })
            )}
          </div>
        )}
      </div>

      {phase === 'locked' && <Alert severity="warning">{t('errors.inProgress')}</Alert>}

      {failed && (
        <Alert severity="high">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('errors.spinFailed')}</span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {t('retry')}
            </Button>
          </div>
        </Alert>
      )}

      {notEnough && (
        <Alert severity="warning" title={t('notEnough.title')}>
          <p>{t('notEnough.body', { cost: costText, balance: formatNumber(balance, i18n.language) })}</p>
          <Button asChild variant="accent" size="sm" className="mt-3">
            <Link to="/webshop/tickets">
              <Coins aria-hidden="true" />
              {t('notEnough.action')}
            </Link>
          </Button>
        </Alert>
      )}
    </div>
  );
}

function ResultCard({ result }: { result: SpinResult }) {
  const { t } = useTranslation('spin');
  const prizeText = usePrizeText();
  const won = result.kind !== 'none';
  const Icon = result.kind === 'tickets' ? Ticket : result.kind === 'web_points' ? Coins : Frown;

  return (
    <div
      data-testid="spin-result"
      className={cn(
        'flex animate-pop-in items-center gap-4 rounded-xl border px-4 py-3',
        won
          ? 'border-accent/50 bg-linear-to-r from-accent/20 via-accent-soft to-primary-soft'
          : 'border-border-strong bg-surface-2',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'grid size-12 shrink-0 place-items-center rounded-full [&_svg]:size-6',
          won
            ? 'bg-accent text-accent-fg shadow-[0_0_24px_-4px_rgb(248_200_74/0.8)]'
            : 'bg-surface-3 text-fg-muted',
        )}
      >
        <Icon />
      </div>
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 font-display text-xl font-bold uppercase leading-tight tracking-wide text-fg">
          {won ? t('state.wonTitle', { prize: prizeText(result) }) : t('state.noPrizeTitle')}
          {won && <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-accent" />}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">
          {result.kind === 'tickets'
            ? t('state.wonTickets')
            : result.kind === 'web_points'
              ? t('state.wonWebPoints')
              : t('state.noPrizeBody')}
        </p>
      </div>
    </div>
  );
}
