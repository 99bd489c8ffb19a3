import { SCREEN } from '@kala/contract';
import { MessagesInbox } from '../../features/chat/messages-inbox';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * The Messages inbox, /messages (docs/product.md#beyond-the-original-client: chat reachable from an inbox with unread
 * counts).
 */
export function MessagesRoute() {
  useDocumentTitle(SCREEN.nav.messages);
  return <MessagesInbox />;
}
