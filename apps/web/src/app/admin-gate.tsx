import { authMessages as m } from '@skillpath/contract';
import { Navigate } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/use-session';
import { lazyPage } from './lazy-page';
import type { RouteNotice } from './route-notice';

// The admin area is its own chunk, requested only once the role says admin: learners never download it.
const AdminApp = lazyPage(() => import('../features/admin/admin-app'), 'AdminApp');

/**
 * /admindash/*: admins only (the role in the token, DESIGN §5); anyone else, signed in or not, is sent
 * to /home (spec 001 §2) and told why there. The server refuses their calls anyway.
 */
export function AdminGate() {
  const { session } = useSession();
  if (session?.role === 'admin') return <AdminApp />;
  const notice: RouteNotice = { notice: session ? m.adminOnlyLearner : m.adminOnlySignedOut };
  return <Navigate to={paths.home} replace state={notice} />;
}
