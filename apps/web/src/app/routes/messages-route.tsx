import { SCREEN } from '../../lib/texts';
import { MessagesInbox } from '../../features/chat/messages-inbox';
import { useDocumentTitle } from '../../lib/document-title';

/** The Messages inbox, /messages (design.md: chat reachable from an inbox with unread counts). */
export function MessagesRoute() {
  useDocumentTitle(SCREEN.nav.messages);
  return <MessagesInbox />;
}
