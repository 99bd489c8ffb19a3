import { SCREEN } from '@kala/contract';
import { useParams } from 'react-router';
import { ChatWindow } from '../../features/chat/chat-window';
import { useDocumentTitle } from '../../lib/document-title';

/** Chat, /chat/:peerId (docs/product.md#chat). A new peer starts a new window (its own typing and unsent state). */
export function ChatRoute() {
  useDocumentTitle(SCREEN.nav.messages);
  const { peerId = '' } = useParams();
  return <ChatWindow key={peerId} peerId={peerId} />;
}
