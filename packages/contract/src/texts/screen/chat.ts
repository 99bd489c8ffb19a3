import { today, unreadCount, viewOrder } from '../shared';
import { live } from '../live';

export const chat = /* @__PURE__ */ live(['SCREEN', 'chat'], {
  loadingUser: 'Loading your chat...',
  loadingHistory: 'Loading chat...',
  typing: 'typing...',
  activeNow: 'Active now',
  // The other person's presence (decision 0029): when their last chat connection closed.
  activeJustNow: 'Active just now',
  /** activeMinutesAgo(5) → 'Active 5 min ago' */
  activeMinutesAgo: (minutes: number) => `Active ${minutes} min ago`,
  /** activeHoursAgo(3) → 'Active 3 h ago' */
  activeHoursAgo: (hours: number) => `Active ${hours} h ago`,
  /** activeDaysAgo(2) → 'Active 2 days ago' */
  activeDaysAgo: (days: number) => (days === 1 ? 'Active yesterday' : `Active ${days} days ago`),
  inputPlaceholder: 'Type a message...',
  // Kala: the rest of the chat window and the Messages inbox (docs/product.md#beyond-the-original-client).
  send: 'Send',
  /** For screen readers, said once when a message arrives: newMessage('Asha', 'Hello') → 'Asha: Hello' */
  newMessage: (name: string, text: string) => `${name}: ${text}`,
  addEmoji: 'Add an emoji',
  backToMessages: 'Back to messages',
  connected: 'Connected',
  connecting: 'Connecting...',
  offline: 'Offline',
  reconnect: 'Reconnect',
  sendingStatus: 'Sending',
  /** Under a message written while not connected: it waits on the device. */
  queuedStatus: 'Sends when you are back online',
  sentStatus: 'Sent',
  readStatus: 'Read',
  notSent: 'Not sent',
  loadEarlier: 'Load earlier messages',
  jumpToLatest: 'Jump to the newest message',
  today,
  yesterday: 'Yesterday',
  /** sayHello('Asha Rao') → 'Say hello to Asha Rao' */
  sayHello: (name: string) => `Say hello to ${name}`,
  emptyConversationHint: 'Ask about an artwork, a commission or anything else. Messages appear here.',
  loadError: 'Failed to load this chat',
  inboxSubtitle: 'Your conversations with artists and collectors',
  inboxLoadError: 'Failed to load your messages',
  noConversations: 'No messages yet',
  noConversationsHint: "Open an artist's profile or your followers list to start a conversation.",
  /** ownPreview('See you soon') → 'You: See you soon' */
  ownPreview: (content: string) => `You: ${content}`,
  /** unread(3) → '3 unread' */
  unread: unreadCount,
  // Offers (issue 19): the card in the chat and the dialog on the artwork page.
  makeOffer: 'Make an offer',
  /** offerDialogHint('₹12,000') → 'The price is ₹12,000. The artist can accept, decline or counter.' */
  offerDialogHint: (price: string) => `The price is ${price}. The artist can accept, decline or counter.`,
  offerAmountLabel: 'Your offer (₹)',
  sendOffer: 'Send offer',
  counterLabel: 'Your counter-offer (₹)',
  offerLabel: 'Offer',
  counterOfferLabel: 'Counter-offer',
  /** listPrice('₹15,000') → 'List price ₹15,000' */
  listPrice: (price: string) => `List price ${price}`,
  accept: 'Accept',
  decline: 'Decline',
  counter: 'Counter',
  offerStatus: {
    pending: 'Waiting for an answer',
    accepted: 'Accepted',
    declined: 'Declined',
    countered: 'Countered',
    expired: 'Expired',
  },
  // Issue 35: an accepted offer the buyer has bought at.
  offerBought: 'Bought',
  viewOrder,
  /** buyAt('₹12,000') → 'Buy at ₹12,000' */
  buyAt: (price: string) => `Buy at ${price}`,
  /** agreedUntil('28 Nov, 7:15 pm') → 'Agreed price until 28 Nov, 7:15 pm' */
  agreedUntil: (when: string) => `Agreed price until ${when}`,
} as const);
