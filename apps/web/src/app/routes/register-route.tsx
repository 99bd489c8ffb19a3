import { SCREEN } from '../../lib/texts';
import { RegisterPage } from '../../features/auth/register-page';
import { useDocumentTitle } from '../../lib/document-title';

export function RegisterRoute() {
  useDocumentTitle(SCREEN.register.heading);
  return <RegisterPage />;
}
