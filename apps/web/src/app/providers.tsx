import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (and its transition library) loads after the first screen: notifications
// shown before it mounts wait in @mantine/notifications' store and appear once it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

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
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
