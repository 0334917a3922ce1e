import { VIP_WINDOW_DAYS } from '@pitchside/contract/vip-limits';
import { CalendarClock, Coins, Gift, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS: readonly { key: 'buy' | 'window' | 'free' | 'benefits'; icon: ReactNode }[] = [
  { key: 'buy', icon: <Coins /> },
  { key: 'window', icon: <CalendarClock /> },
  { key: 'free', icon: <Gift /> },
  { key: 'benefits', icon: <Sparkles /> },
];

/** Spec §6: the tier follows web points bought in the last 30 days; free web points never count. */
export function VipHowItWorks() {
  const { t } = useTranslation('vip');
  return (
    <section aria-labelledby="vip-how-title">
      <h2 id="vip-how-title" className="display-caps mb-4 text-2xl text-fg sm:text-3xl">
        {t('how.title')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map(({ key, icon }, index) => (
          <li key={key} className="relative rounded-xl border border-border bg-surface/90 p-5 shadow-raised">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5"
              >
                {icon}
              </span>
              <span aria-hidden="true" className="font-display text-3xl font-bold text-white/10">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-3 font-display text-lg font-bold uppercase leading-tight text-fg">
              {t(`how.${key}.title`, { days: VIP_WINDOW_DAYS })}
            </h3>
            <p className="mt-1 text-sm text-fg-muted">{t(`how.${key}.body`, { days: VIP_WINDOW_DAYS })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
