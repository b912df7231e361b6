import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (and its transition and portal libraries) loads with the first toast, not with
// the first screen: a notification waits in @mantine/notifications' store until the container mounts.
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const wide = useMediaQuery('(min-width: 48em)', true);
  // Once mounted it stays, so toasts can animate out.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      {/* Toasts never cover the navigation: below the site header (global.css) on wide screens, at the bottom on phones. */}
      <Notifications position={wide ? 'top-right' : 'bottom-center'} />
    </Suspense>
  ) : null;
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
