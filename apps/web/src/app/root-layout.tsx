import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/footer/footer';
import { Navbar } from '../components/navbar/navbar';
import classes from './root-layout.module.css';
import { RouteNoticeBanner } from './route-notice';

/** Every page: navbar, the page itself (loaded on first visit), footer. */
export function RootLayout() {
  return (
    <>
      <div className={classes.shell}>
        <a href="#main" className={classes.skipLink}>
          Skip to main content
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className={classes.main}>
          <RouteNoticeBanner />
          <Suspense
            fallback={
              <Center py={96}>
                <Loader role="status" aria-label="Loading page" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </>
  );
}
