/**
 * A new version of the portal waiting to take over: how to let it (`reload`), or null. Set by
 * the service worker's client, read by the update prompt; plain, so the page's entry stays small.
 */
type Reload = () => void;

let reload: Reload | null = null;
const listeners = new Set<() => void>();

export const updateStore = {
  get: (): Reload | null => reload,
  set(next: Reload | null): void {
    reload = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
