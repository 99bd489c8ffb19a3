import { SCREEN } from '../../lib/texts';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
import { useDocumentTitle } from '../../lib/document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle(SCREEN.forgot.heading);
  return <ForgotPasswordPage />;
}
