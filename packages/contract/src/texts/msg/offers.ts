import { formatRupees as rupeesText } from '../../money';
import { live } from '../live';

// Offers in chat (issue 19). `content` of an offer message is one of these sentences, so a client that reads only
// `content` (the spec's) shows something sensible, and the inbox previews it.

export const offers = /* @__PURE__ */ live(['MSG', 'offers'], {
  rupeesText,
  /** content(12000, 'Monsoon') → 'Offer: ₹12,000 for “Monsoon”' */
  content: (amount: number, title: string) => `Offer: ${rupeesText(amount)} for “${title}”`,
  /** counterContent(11000, 'Monsoon') → 'Counter-offer: ₹11,000 for “Monsoon”' */
  counterContent: (amount: number, title: string) => `Counter-offer: ${rupeesText(amount)} for “${title}”`,
  sent: 'Offer sent',
} as const);
