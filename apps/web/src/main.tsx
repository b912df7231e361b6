/**
 * The browser's entry. A public page arrives rendered by the server with the data it was rendered from
 * (apps/server, modules/seo) and is hydrated in steps, each a task of its own: the libraries, the
 * app's shell, the page's code, the router, then hydration itself as a transition, which React works
 * through in slices of a few milliseconds. A phone's slow CPU is never held for long at a stretch, so
 * a first tap is answered (issue 15: total blocking time). Other pages are rendered by the browser.
 * Nothing here imports React statically: that would evaluate every library in the first task.
 */
// The stylesheets are in index.html's head, so a rendered page is styled before any script runs.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { SSR_DATA_ID } from './app/ssr-data-id';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  const data = document.getElementById(SSR_DATA_ID)?.textContent;
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
  const router = createRouter();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, clientApp(queryClient, router));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
