import { type ComponentType, lazy, useState } from 'react';

/** A page component loaded on first visit, with `preload()` to fetch its code ahead of rendering. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page loaded on first visit, so the first screen stays light. Once `preload()` has resolved the
 * page renders at once instead of suspending: a server-rendered page is preloaded before it is
 * rendered on the server and before it is hydrated in the browser, so both draw the same tree.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error) => {
        // A failed download may work on the next try (the route's error page offers a reload).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
