import { SCREEN } from '../../lib/texts';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';
import { useDocumentTitle } from '../../lib/document-title';

export function ResetPasswordRoute() {
  useDocumentTitle(SCREEN.reset.heading);
  return <ResetPasswordPage />;
}
