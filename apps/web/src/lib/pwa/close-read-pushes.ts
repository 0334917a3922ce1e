/**
 * Closes the pushes this device shows for notifications that are read (in the panel, or on
 * another device), so the panel and the pushes agree. Loads its code only where a service worker
 * runs the page.
 */
export function closePushesOf(readIds: number[]): void {
  if (readIds.length === 0 || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller)
    return;
  void import('./push-subscription')
    .then((push) => push.closeReadPushes(new Set(readIds)))
    .catch(() => undefined);
}
