import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from '../components/message-page';

/** Shown when a page fails to load or render (for example a stale bundle after a release). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main>
      <MessagePage
        title="Something went wrong"
        message="This page could not be shown. Reloading usually fixes it."
        actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </main>
  );
}
