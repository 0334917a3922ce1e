import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface AutoplayOptions {
  enabled: boolean;
  intervalMs: number;
  /** How often the progress moves; spec §9 ticks every 50 ms. */
  tickMs: number;
  onAdvance: () => void;
}

/**
 * Advances a carousel every `intervalMs` while enabled and reports the progress towards the next
 * step (0 to 1). Pausing keeps the progress, so a hover does not restart the full wait; a fresh
 * wait is a fresh mount.
 */
export function useAutoplay({ enabled, intervalMs, tickMs, onAdvance }: AutoplayOptions) {
  const [elapsed, setElapsed] = useState(0);
  const elapsedRef = useRef(0);
  const advance = useEffectEvent(onAdvance);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      const next = elapsedRef.current + tickMs;
      elapsedRef.current = next >= intervalMs ? 0 : next;
      setElapsed(elapsedRef.current);
      if (next >= intervalMs) advance();
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs, tickMs]);

  return { progress: Math.min(elapsed / intervalMs, 1) };
}
