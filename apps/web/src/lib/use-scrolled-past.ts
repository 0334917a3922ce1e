import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled further than `threshold` pixels. It starts false, as the
 * server-rendered HTML does, and reads the real position once mounted (a phone may have scrolled
 * before the app hydrated).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
