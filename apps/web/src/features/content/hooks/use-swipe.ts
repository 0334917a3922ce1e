import { SWIPE_THRESHOLD_PX } from '@pitchside/contract/home';
import { useRef, type TouchEvent } from 'react';

interface SwipeOptions {
  onNext: () => void;
  onPrevious: () => void;
  /** In right-to-left reading the next slide comes from the left, so a swipe to the right moves on. */
  rtl?: boolean;
  threshold?: number;
  onTouchStart?: () => void;
  onTouchEnd?: () => void;
}

/**
 * Spec §4: "a swipe over 50 px changes the slide". Mostly vertical gestures are left to page
 * scrolling, so a player scrolling past a carousel does not flip it by accident.
 */
export function useSwipe({
  onNext,
  onPrevious,
  rtl = false,
  threshold = SWIPE_THRESHOLD_PX,
  onTouchStart,
  onTouchEnd,
}: SwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      onTouchStart?.();
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      onTouchEnd?.();
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return;
      const forward = rtl ? dx > 0 : dx < 0;
      if (forward) onNext();
      else onPrevious();
    },
    onTouchCancel: () => {
      start.current = null;
      onTouchEnd?.();
    },
  };
}
