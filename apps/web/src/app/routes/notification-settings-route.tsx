import { SCREEN } from '../../lib/texts';
import { NotificationSettingsPage } from '../../features/notifications/notification-settings-page';
import { useDocumentTitle } from '../../lib/document-title';

// Notification settings, /settings/notifications (issue 15): e-mail and push per type.
export function NotificationSettingsRoute() {
  useDocumentTitle(SCREEN.notifications.settingsTitle);
  return <NotificationSettingsPage />;
}
