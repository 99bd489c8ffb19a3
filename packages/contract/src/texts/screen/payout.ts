import { live } from '../live';
import { price, reasonLabel, shippingText } from '../shared';

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
  ledgerHint: 'For every order: what the buyer paid = what the artist earned + Kala’s fee + what was refunded.',
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
    fee: 'Kala’s fee',
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
} as const);
