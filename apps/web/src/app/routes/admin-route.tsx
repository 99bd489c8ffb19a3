import { SCREEN } from '@kala/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ArtworkManagementPage } from '../../features/admin/artwork-management-page';
import { OrderManagementPage } from '../../features/admin/order-management-page';
import { UserManagementPage } from '../../features/admin/user-management-page';
import { PageSpinner } from '../../ui/spinner';
import { AdminLayout } from '../layouts/admin-layout';
import { useDocumentTitle } from '../../lib/document-title';

// The charts library is only needed on the dashboard: the table sections load without it. Moderation and the
// audit log (issue 17) load when opened too.
const ModerationPage = lazy(async () => ({
  default: (await import('../../features/admin/moderation-page')).ModerationPage,
}));
const AuditPage = lazy(async () => ({ default: (await import('../../features/admin/audit-page')).AuditPage }));

const PayoutsPage = lazy(async () => ({ default: (await import('../../features/admin/payouts-page')).PayoutsPage }));

const AdminDashboardPage = lazy(async () => ({
  default: (await import('../../features/admin/admin-dashboard-page')).AdminDashboardPage,
}));

function section(pathname: string): ReactNode {
  switch (pathname.split('/')[2]) {
    case 'user_manage':
      return <UserManagementPage />;
    case 'orders_manage':
      return <OrderManagementPage />;
    case 'moderation':
      return (
        <Suspense fallback={<PageSpinner />}>
          <ModerationPage />
        </Suspense>
      );
    case 'audit':
      return (
        <Suspense fallback={<PageSpinner />}>
          <AuditPage />
        </Suspense>
      );
    case 'payouts':
      return (
        <Suspense fallback={<PageSpinner />}>
          <PayoutsPage />
        </Suspense>
      );
    case 'admin_dashboard':
      return (
        <Suspense fallback={<PageSpinner />}>
          <AdminDashboardPage />
        </Suspense>
      );
    default:
      // /admin and /admin/artwork_manage: Artwork Manage is the default section (docs/product.md#screens-and-routes).
      return <ArtworkManagementPage />;
  }
}

/** Admin back-office, /admin/* (docs/product.md#admin); the router lets only admins in (RequireAuth adminOnly). */
export function AdminRoute() {
  useDocumentTitle(SCREEN.admin.title);
  const { pathname } = useLocation();
  return <AdminLayout>{section(pathname)}</AdminLayout>;
}
