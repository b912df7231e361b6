/**
 * The browser's entry. A public page arrives rendered by the server with the data it was rendered from
 * (apps/server, modules/seo). Once it has painted, with its largest picture, its code is fetched all
 * at once (the modulepreload links the server left in a template) and it is hydrated in steps, each a
 * task of its own: the libraries, the
 * app's shell, the page's code, the router, then hydration itself as a transition, which React works
 * through in slices of a few milliseconds. A phone's slow CPU is never held for long at a stretch, so
 * a first tap is answered (issue 15: total blocking time). Other pages are rendered by the browser.
 * Nothing here imports React statically: that would evaluate every library in the first task.
 */
// The stylesheets are in index.html's head, so a rendered page is styled before any script runs.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { PAGE_SCRIPTS_ID, SSR_DATA_ID } from './app/ssr-data-id';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the rendered page has painted and the picture it marks as its largest paint has
 * arrived (or failed), so the page's scripts do not compete with either; never later than a few
 * seconds (a hidden tab paints no frame; a picture may hang).
 */
function largestPaint(): Promise<unknown> {
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    // The paint entry is the frame on screen; an animation frame only says one is about to be drawn.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(undefined);
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const pictured =
    !img || img.complete
      ? undefined
      : new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
  return Promise.race([Promise.all([painted, pictured]), delay(3000)]);
}

/** Fetches every chunk of the rendered page at once: the links wait inert in a template until now. */
function preloadPageScripts() {
  const template = document.getElementById(PAGE_SCRIPTS_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

async function start(root: HTMLElement) {
  const data = document.getElementById(SSR_DATA_ID)?.textContent;
  if (data !== undefined) {
    await largestPaint();
    preloadPageScripts();
  }
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  await nextTask();
  const [{ createQueryClient }] = await Promise.all([
    import('./app/query-client'),
    import('./app/providers'),
  ]);
  await nextTask();
  const { clientApp, createRouter, preloadPage } = await import('./app/client-app');
  const queryClient = createQueryClient();
  if (data === undefined) {
    createRoot(root).render(clientApp(queryClient, createRouter()));
    return;
  }
  await preloadPage(window.location);
  await nextTask();
  const { hydrateQueries } = await import('./app/ssr-data');
  hydrateQueries(queryClient, data);
  const router = createRouter(true);
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, clientApp(queryClient, router));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
