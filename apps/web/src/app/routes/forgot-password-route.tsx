import { SCREEN } from '@kala/contract';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
import { useDocumentTitle } from '../../lib/document-title';

export function ForgotPasswordRoute() {
  useDocumentTitle(SCREEN.forgot.heading);
  return <ForgotPasswordPage />;
}
