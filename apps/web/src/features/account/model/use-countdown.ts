import { useEffect, useState } from 'react';

function secondsUntil(until: number | undefined): number {
  return until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
}

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 when over or unset. */
export function useCountdown(until: number | undefined): number {
  const [state, setState] = useState(() => ({ until, left: secondsUntil(until) }));
  // A new deadline takes effect in the same render, never one stale tick later.
  if (state.until !== until) setState({ until, left: secondsUntil(until) });

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setState({ until, left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return state.until === until ? state.left : secondsUntil(until);
}

/** 95 → "1:35": short enough for a button in every language, no plural forms needed. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
