import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The screens themselves are one more chunk, fetched as this one mounts.
const AdminArea = lazy(() => import('./admin-area').then((module) => ({ default: module.AdminArea })));

/** /admindash/*, reached only through app/admin-gate.tsx, which lets admins in and no one else. */
export function AdminApp() {
  return (
    <Suspense
      fallback={
        <Center py={96}>
          <Loader role="status" aria-label="Loading admin area" />
        </Center>
      }
    >
      <AdminArea />
    </Suspense>
  );
}
