/** What shows that a person is on the page: a pointer, a key, a touch, a scroll, a mouse move. */
const SIGNS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Runs `work` once, when the browser is idle after the first sign that someone is using the page.
 * For prefetching what a person may ask for next (a modal's code): while a phone is still starting
 * the app it competes for the CPU and the network with the page itself, and a page nobody touches
 * never needs it. Returns a cancel.
 */
export function onFirstInteraction(work: () => void): () => void {
  let state: 'waiting' | 'scheduled' | 'cancelled' = 'waiting';
  let cancelRun = () => {};
  const stopListening = () => {
    for (const type of SIGNS) window.removeEventListener(type, onSign, { capture: true });
  };
  function onSign() {
    if (state !== 'waiting') return;
    state = 'scheduled';
    stopListening();
    const run = () => {
      if (state === 'scheduled') work();
    };
    // Safari has no requestIdleCallback: a timer, then.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      cancelRun = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 1);
      cancelRun = () => clearTimeout(timer);
    }
  }
  for (const type of SIGNS) window.addEventListener(type, onSign, { capture: true, passive: true });
  return () => {
    state = 'cancelled';
    stopListening();
    cancelRun();
  };
}
