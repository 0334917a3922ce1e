import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` that can be loaded ahead. Once loaded, a newly mounted instance renders the
 * component itself instead of suspending, so hydrating a server-rendered page meets no pending
 * boundary: a tap on a part that is still dehydrated would otherwise be lost.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed fetch is tried again by the next render or preload
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
