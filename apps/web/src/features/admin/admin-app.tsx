import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/use-session';

// The screens themselves are one more chunk, fetched only once the role says admin.
const AdminArea = lazy(() => import('./admin-area').then((module) => ({ default: module.AdminArea })));

/**
 * /admindash/*: admins only (the role in the token, DESIGN §5); anyone else, signed in or not, is
 * sent to /home (spec 001 §2). The server refuses their calls anyway.
 */
export function AdminApp() {
  const { session } = useSession();
  if (session?.role !== 'admin') return <Navigate to={paths.home} replace />;
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
