/** jsdom has no layout and no matchMedia: a tiny one that understands min/max-width and follows resizes. */
type Listener = (event: MediaQueryListEvent) => void;

function evaluate(query: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max?.[1] && width > Number(max[1])) return false;
  if (min?.[1] && width < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    let matches = evaluate(query, window.innerWidth);
    const onResize = () => {
      const next = evaluate(query, window.innerWidth);
      if (next === matches) return;
      matches = next;
      listeners.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
    };
    window.addEventListener('resize', onResize);
    return {
      get matches() {
        return evaluate(query, window.innerWidth);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
