import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

type EmblaApi = UseEmblaCarouselType[1];

export interface EmblaState {
  canPrevious: boolean;
  canNext: boolean;
  selected: number;
  snapCount: number;
}

/**
 * The carousel's position as React state. Read through useSyncExternalStore with a string
 * snapshot, because Embla hands out fresh arrays and objects on every call.
 */
export function useEmblaState(api: EmblaApi, fallbackCount: number): EmblaState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  // Before Embla runs (on the server, and while the page hydrates) the first slide is shown.
  const initial = `0|${Number(fallbackCount > 1)}|0|${fallbackCount}`;
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? [
            Number(api.canScrollPrev()),
            Number(api.canScrollNext()),
            api.selectedScrollSnap(),
            api.scrollSnapList().length,
          ].join('|')
        : initial,
    () => initial,
  );
  const [canPrevious, canNext, selected, snapCount] = snapshot.split('|').map(Number);
  return {
    canPrevious: canPrevious === 1,
    canNext: canNext === 1,
    selected: selected ?? 0,
    snapCount: snapCount ?? fallbackCount,
  };
}
