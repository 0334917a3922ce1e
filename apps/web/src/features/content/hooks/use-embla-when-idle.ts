import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * `useEmblaCarousel`, started once the browser is idle after the carousel mounts rather than in
 * the commit that mounts it: Embla measures every slide when it starts (a layout) and builds its
 * engine, about 50 ms of a phone's hydration of the home page at 4×. Until then the first slide
 * shows, as the server rendered it, and the carousel's own state (index, dots) is what changes:
 * a move asked before Embla runs is played once it does.
 */
export function useEmblaWhenIdle(options: EmblaOptions) {
  const [startEmbla, embla] = useEmblaCarousel(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!viewport) return;
    return whenIdle(() => startEmbla(viewport), 1000);
  }, [viewport, startEmbla]);
  return [setViewport, embla] as const;
}
