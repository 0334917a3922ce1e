import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatClock, useCountdown } from '@/lib/use-countdown';

interface DailyCountdownProps {
  /** Epoch ms of the next reset (00:00 in the game timezone, as counted by the server). */
  until: number;
  label: ReactNode;
  /** Called once when the countdown reaches zero: the page asks the server about the new day. */
  onDone?: () => void;
  className?: string;
}

/** "Next gift in 05:03:09", ticking every second. */
export function DailyCountdown({ until, label, onDone, className }: DailyCountdownProps) {
  const countdown = useCountdown(until, onDone);
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl border border-border bg-surface-2/70 px-4 py-3',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-fg-muted">{label}</p>
        {/* role=timer is polite-off by default: read on demand, not every second. The server drew
            it a moment (or a cached minute) earlier: the clock's text differs by design, and the
            app's first tick puts it right (as the social page's countdown does). */}
        <p
          role="timer"
          suppressHydrationWarning
          className="font-display text-2xl font-bold leading-tight tabular-nums text-fg"
        >
          {formatClock(countdown.totalSeconds)}
        </p>
      </div>
    </div>
  );
}
