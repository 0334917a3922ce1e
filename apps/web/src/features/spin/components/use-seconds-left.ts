import { useEffect, useState } from 'react';

/** A wait reported by the server: it answered at `from` (epoch ms) and the wait ends at `until`. */
export interface Wait {
  from: number;
  until: number;
}

/**
 * Whole seconds left of a server-reported wait, ticking while there are any. The server did the
 * arithmetic; the client only counts down from the moment the answer arrived.
 */
export function useSecondsLeft(wait: Wait | null): number {
  const from = wait?.from ?? 0;
  const until = wait?.until ?? 0;
  const [now, setNow] = useState(0);
  // Until the first tick after a new wait, the answer's own moment is the best "now" there is.
  const left = Math.max(0, Math.ceil((until - Math.max(now, from)) / 1000));

  useEffect(() => {
    if (until <= from) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [from, until]);

  return left;
}
