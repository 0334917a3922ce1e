import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export interface Countdown {
  /** Whole seconds left, rounded up (a deadline 0.3 s away still reads "1 s"). 0 once reached. */
  totalSeconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/**
 * A deadline as epoch milliseconds from a duration the server gave ("secondsRemaining").
 * Call it where the data arrives (a query function), not during render: the server's count is
 * trusted over the device clock, which may be minutes off, so only the elapsed time is local.
 */
export function deadlineIn(seconds: number, now: number = Date.now()): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds from `now` to `until`, rounded up, never negative. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function splitSeconds(totalSeconds: number): Omit<Countdown, 'done'> {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    totalSeconds: total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** "05:03:09" (hours always shown, days folded into hours) for timers that fit in one line. */
export function formatClock(totalSeconds: number): string {
  const { hours, minutes, seconds, days } = splitSeconds(totalSeconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(days * 24 + hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** 95 → "1:35": short enough for a button in every language, no plural forms needed. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The countdown to a moment (resend cooldowns, offer timers, the launch countdown): counts down to
 * `until` (epoch ms), re-rendering once per second exactly when the displayed second changes. (A
 * wait the server reported, counted from its answer, is features/spin/components/use-seconds-left.ts.) `null`/`undefined` means no deadline (all zero, not done). `onDone` fires once
 * when a running countdown reaches zero — not when the deadline had already passed at start, so a
 * refetch in onDone that returns the same past deadline cannot loop.
 *
 * The remaining time is recomputed from the clock on every tick instead of decremented, so a
 * throttled background tab shows the right value as soon as it wakes.
 */
export function useCountdown(until: number | null | undefined, onDone?: () => void): Countdown {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const subscribe = useCallback(
    (notify: () => void) => {
      if (until == null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const left = until - Date.now();
        if (left <= 0) return;
        // Wake just after the next whole-second boundary of the deadline.
        timer = setTimeout(
          () => {
            notify();
            if (until - Date.now() <= 0) onDoneRef.current?.();
            else schedule();
          },
          left % 1000 || 1000,
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [until],
  );
  const snapshot = () => (until == null ? -1 : secondsUntil(until, Date.now()));
  const remaining = useSyncExternalStore(subscribe, snapshot, snapshot);

  if (remaining < 0) return { ...splitSeconds(0), done: false };
  return { ...splitSeconds(remaining), done: remaining === 0 };
}
