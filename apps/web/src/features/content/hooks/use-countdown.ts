import { useEffect, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

const SECOND = 1000;

/** Whole days, hours, minutes and seconds left until `target`; all zero once it has passed. */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** A countdown that re-renders once a second and stops ticking when it reaches zero. */
export function useCountdown(target: number): CountdownParts {
  const [now, setNow] = useState(() => Date.now());
  const done = now >= target;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, [done]);
  return countdownParts(target, now);
}
