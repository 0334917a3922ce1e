/**
 * Runs `work` once the browser has a moment, at the latest after `timeoutMs` (a timer where there
 * is no idle callback: Safari). Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(200, timeoutMs));
  return () => clearTimeout(timer);
}
