// Kept apart from the chat schemas (chat.ts): the web's shell merges chat messages on every page, and this
// file has no zod in it, so the first load of a page does not carry the schema library.

import type { ChatMessage } from './chat';
import { CHAT_DEDUP_CHARS } from './constants';

/**
 * The spec's de-duplication key (docs/product.md#states-and-transitions): sender, timestamp and the first 20 characters
 * of the content. Kala de-duplicates by server id / client_id first; this is the fallback
 * (docs/product.md#beyond-the-original-client).
 */
export function chatDedupKey(message: Pick<ChatMessage, 'sender_id' | 'timestamp' | 'content'>): string {
  return `${message.sender_id}|${message.timestamp}|${message.content.slice(0, CHAT_DEDUP_CHARS)}`;
}
