import { MSG } from '@kala/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLeavingAfterLogout, useAuth } from '../lib/auth-store';
import { toast } from '../lib/toast';
import { PageSpinner } from '../ui/spinner';
import { paths } from '../lib/paths';

/**
 * Someone signed in but not an admin on an admin path: home, with a word on why
 * (docs/product.md#beyond-the-original-client: admin UI only for admins).
 */
function NotAnAdmin() {
  useEffect(() => {
    // A fixed id: React's development double effects, or a second try, show it once.
    toast.error(MSG.auth.forbidden, { id: 'admin-only' });
  }, []);
  return <Navigate to={paths.home} replace />;
}

/**
 * A layout route for pages that need a signed-in user (docs/product.md#roles-and-permissions: upload, edit profile, own
 * profile, chat; the /auth cart and wishlist). Signed out, it sends the user to login, remembering this page to come
 * back to (docs/product.md#edit-profile). `adminOnly` pages send everyone but admins away, to the home page.
 */
export function RequireAuth({ adminOnly = false }: { adminOnly?: boolean }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    if (isLeavingAfterLogout()) return <PageSpinner />;
    return <Navigate to={paths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (adminOnly && !isAdmin) return <NotAnAdmin />;
  return <Outlet />;
}
