import { SCREEN } from '../../lib/texts';
import { useParams } from 'react-router';
import { ChatWindow } from '../../features/chat/chat-window';
import { useDocumentTitle } from '../../lib/document-title';

/** Chat, /chat/:peerId (spec §2 "Chat"). A new peer starts a new window (its own typing and unsent state). */
export function ChatRoute() {
  useDocumentTitle(SCREEN.nav.messages);
  const { peerId = '' } = useParams();
  return <ChatWindow key={peerId} peerId={peerId} />;
}
