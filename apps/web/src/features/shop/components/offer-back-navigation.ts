import { useEffect } from 'react';

/**
 * A buy button stays busy after the browser leaves for the card page. Coming back with the Back
 * button may restore this page from the back-forward cache exactly as it was left — still busy —
 * so the purchase state is reset when a cached page is shown again.
 */
export function useResetOnBackNavigation(reset: () => void): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
}
