import { SCREEN } from '../../lib/texts';
import { LoginPage } from '../../features/auth/login-page';
import { useDocumentTitle } from '../../lib/document-title';

export function LoginRoute() {
  useDocumentTitle(SCREEN.login.heading);
  return <LoginPage />;
}
