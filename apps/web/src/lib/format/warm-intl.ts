import IntlWarmupWorker from './intl-warmup.worker?worker';

/**
 * Has a worker build the page's first Intl formatters while the app's code downloads. ICU keeps the
 * data a formatter loads for every thread of the page, so the main thread then builds its own in
 * well under a millisecond instead of a long task inside hydration (the header's balance on a
 * player's page: about 160 ms at a phone's 4x slowdown). A file of our own origin, as the
 * Content-Security-Policy asks (`worker-src 'self'`). Where workers are missing or fail, the
 * formatters load on first use, as before.
 */
export function warmIntl(language: string): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = new IntlWarmupWorker();
  } catch {
    return;
  }
  const stop = () => worker.terminate();
  worker.addEventListener('message', stop);
  worker.addEventListener('error', stop);
  worker.postMessage(language);
}
