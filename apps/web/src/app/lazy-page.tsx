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
  // React.lazy keeps a failure for good. After a failed download the page is given a new one, which
  // tries once more (React renders the page again at once); a second failure in a row is the route's
  // error page, which offers a reload, rather than a loop of downloads while offline.
  const suspending = () => lazy(() => preload().then((component) => ({ default: component })));
  let Suspending = suspending();
  let failedInARow = 0;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        failedInARow = 0;
        loaded = module[name];
        return loaded;
      },
      (error) => {
        loading = undefined;
        if (failedInARow++ === 0) Suspending = suspending();
        throw error;
      },
    );
    return loading;
  };
  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
