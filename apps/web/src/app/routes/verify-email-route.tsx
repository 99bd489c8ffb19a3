import { SCREEN } from '../../lib/texts';
import { VerifyEmailPage } from '../../features/account/verify-email-page';
import { useDocumentTitle } from '../../lib/document-title';

// The mailed link, /auth/verify-email?token=… (issue 17).
export function VerifyEmailRoute() {
  useDocumentTitle(SCREEN.account.verifyHeading);
  return <VerifyEmailPage />;
}
