import { live } from '../live';
import {
  allText,
  cancelledText,
  failedText,
  kalaFeeText,
  payoutsText,
  price,
  reasonLabel,
  shippingText,
  onHoldText,
  releasedText,
  tcsText,
} from '../shared';

// Kala's fee and the ledger (issue 37 items 2, 5 and 9): what an artist receives while pricing and on each sale,
// and the admin dashboard's ledger check with its correction form.
export const payout = /* @__PURE__ */ live(['SCREEN', 'payout'], {
  /** youReceive('₹1,080') → 'You receive ₹1,080' */
  youReceive: (amount: string) => `You receive ${amount}`,
  /** perPiece(10, '₹120') → the line under it while pricing */
  perPiece: (percent: number, fee: string) =>
    `for each piece, after Kala's fee of ${percent}% (${fee}). Shipping you charge is all yours.`,
  priceLabel: price,
  shippingLabel: shippingText,
  /** feeLabel(10) → "Kala's fee (10%)" */
  feeLabel: (percent: number) => `Kala's fee (${percent}%)`,
  receivedLabel: 'You receive',
  ledgerTitle: 'Ledger check',
  ledgerHint:
    'For every order: what the buyer paid = what the artist earned + Kala’s fee + GST TCS kept back + what was refunded.',
  checking: 'Checking the ledger...',
  checkFailed: 'The ledger check could not be loaded',
  /** balanced(12) → 'Ledger balanced for 12 orders' */
  balanced: (count: number) => `Ledger balanced for ${count} ${count === 1 ? 'order' : 'orders'}`,
  /** unbalanced(2, 40) → '2 of 40 orders do not balance' */
  unbalanced: (count: number, of: number) => `${count} of ${of} ${of === 1 ? 'order does' : 'orders do'} not balance`,
  columns: {
    order: 'Ordered artwork',
    paid: 'Buyer paid',
    earned: 'Artist earned',
    fee: kalaFeeText,
    tcs: tcsText,
    refunded: 'Refunded to buyer',
  },
  correct: 'Correct',
  correctTitle: 'Correct the ledger',
  /** correctHint('Monsoon') → the dialog's explanation */
  correctHint: (title: string) =>
    `An entry for the artist of “${title}”: a positive amount gives them more, a negative one takes from them. It is added to the ledger (nothing is changed) and to the audit log.`,
  amountLabel: 'Amount (₹, + or −)',
  reasonLabel,
  save: 'Add the correction',
  saving: 'Adding the correction...',
  saveFailed: 'The correction could not be added',
  // The admin's payouts view (issue 37 item 9, decision 0039).
  section: payoutsText,
  payoutsTitle: 'Transfers to artists',
  payoutsHint:
    'Each online sale sends the artist their share through Razorpay Route, held until the order is delivered and its return window has passed.',
  all: allText,
  states: {
    waiting: 'Waiting',
    on_hold: onHoldText,
    released: releasedText,
    failed: failedText,
    reversed: 'Reversed',
    cancelled: cancelledText,
  },
  stateHelp: {
    waiting: 'Not made yet: the artist’s payout account is not active, or Razorpay is asked again.',
    on_hold: 'Made and held until delivery and the return window.',
    released: 'Released to the artist’s bank.',
    failed: 'Razorpay said the transfer failed.',
    reversed: 'Taken back after a refund.',
    cancelled: 'Refunded before it was made.',
  },
  loadFailed: 'The transfers could not be loaded',
  empty: 'No transfers here.',
  /** transferOf('₹980', '@ananya') */
  byArtist: (artist: string) => `to @${artist}`,
  /** kept('₹50') → what a cash fee took from it */
  kept: (amount: string) => `${amount} kept back for what was owed on cash sales`,
  takenBack: (amount: string) => `${amount} taken back`,
  dueAfter: (date: string) => `Released after ${date}`,
  notDelivered: 'Released after delivery and the return window',
  heldBy: (reason: string) => `Held by an admin: ${reason}`,
  releasedOn: (date: string) => `Released ${date}`,
  paidOutOn: (date: string, utr: string | null) =>
    utr ? `Paid out to the bank ${date}, UTR ${String(utr)}` : `Paid out to the bank ${date}`,
  release: 'Release now',
  hold: 'Hold',
  releaseTitle: 'Release this transfer now',
  holdTitle: 'Keep this transfer on hold',
  releaseHint: (title: string) =>
    `The artist’s share for “${title}” is released to their bank now, whatever its delivery and return window. Written to the audit log.`,
  holdHint: (title: string) =>
    `The artist’s share for “${title}” stays on hold until an admin releases it. Written to the audit log.`,
  actionFailed: 'That did not work. Please try again.',
  owedTitle: 'Owed on cash sales',
  owedHint: 'Kala’s fee and the GST TCS on pay-on-delivery sales, kept back from each artist’s next transfer.',
  owedNone: 'No artist owes Kala anything.',
} as const);
