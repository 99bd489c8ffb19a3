// Offers in chat (issue 19), what several screens share: the artwork page's dialog and the chat's card read an
// amount the same way; the cart and checkout price a line with the agreed price; the chat sends the offer the
// artwork page hands it.

import { ERR, VALIDATION } from '@kala/contract';

const RUPEES = /^\d+(\.\d{1,2})?$/;

/**
 * An offer typed in rupees ('12000', '12,000', '₹12000.50'): the amount, or the text that says what is wrong
 * (the server checks the same again).
 */
export function parseOfferAmount(text: string, price: number): { amount: number } | { error: string } {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (!RUPEES.test(cleaned)) return { error: VALIDATION.chat.offerAmountInvalid };
  const amount = Number(cleaned);
  if (!(amount > 0)) return { error: VALIDATION.chat.offerAmountInvalid };
  if (amount >= price) return { error: ERR.offerTooHigh };
  return { amount };
}

/** What the artwork page's Make an offer dialog hands the chat (router state): sent once the socket is open. */
export interface OfferToSend {
  artworkId: string;
  amount: number;
}

/**
 * What one piece of a cart line costs this buyer: the price agreed in chat when the server says there is one,
 * else the artwork's price.
 */
export function unitPrice(line: {
  agreedPrice?: number | null | undefined;
  artwork?: { price: number } | undefined;
}): number {
  return line.agreedPrice ?? line.artwork?.price ?? 0;
}

const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When an agreed price runs out, e.g. '28 Nov, 7:15 pm'. */
export function offerDeadline(iso: string): string {
  return deadlineFormat.format(new Date(iso));
}
