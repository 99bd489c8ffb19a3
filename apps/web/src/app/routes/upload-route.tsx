import { MSG, SCREEN } from '@kala/contract';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { UploadPage } from '../../features/upload/upload-page';
import { isLeavingAfterLogout, useAuth } from '../../lib/auth-store';
import { PageSpinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

// Upload artwork, /upload (docs/product.md#screens-and-routes). Signed out, it says why
// (docs/product.md#validation-rules 'Please log in to upload artwork') and sends the user to login, to come back here
// afterwards; so it guards itself instead of using RequireAuth.
export function UploadRoute() {
  useDocumentTitle(SCREEN.upload.title);
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <UploadPage /> : <LoginToUpload />;
}

function LoginToUpload() {
  const location = useLocation();
  const leaving = isLeavingAfterLogout();
  useEffect(() => {
    // The id keeps it to one toast when an effect runs twice.
    if (!leaving) toast.error(MSG.loginRequired.upload, { id: 'upload-login-required' });
  }, [leaving]);
  if (leaving) return <PageSpinner />;
  return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
}
