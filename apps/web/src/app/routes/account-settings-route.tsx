import { SCREEN } from '../../lib/texts';
import { AccountSettingsPage } from '../../features/account/account-settings-page';
import { useDocumentTitle } from '../../lib/document-title';

// Account settings, /settings/account (issue 17): password, e-mail, export, delete.
export function AccountSettingsRoute() {
  useDocumentTitle(SCREEN.account.settingsTitle);
  return <AccountSettingsPage />;
}
