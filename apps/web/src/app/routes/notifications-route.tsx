import { SCREEN } from '../../lib/texts';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { useDocumentTitle } from '../../lib/document-title';

// Notifications, /notifications (issue 15): what happened to the signed-in person.
export function NotificationsRoute() {
  useDocumentTitle(SCREEN.notifications.title);
  return <NotificationsPage />;
}
