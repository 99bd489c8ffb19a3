import { live } from '../live';
import {
  artworkText,
  dateText,
  kalaFeeText,
  monthInLanguage,
  orderText,
  shippingText,
  onHoldText,
  payoutsText,
  releasedText,
  showText,
  tcsText,
} from '../shared';

const heading = 'Earnings';
const earnedThisMonth = 'Earned this month';

// The artist's earnings page (issue 37 item 6): /me/earnings, and the monthly statement's PDF and CSV.
export const earnings = /* @__PURE__ */ live(['SCREEN', 'earnings'], {
  navLabel: heading,
  heading,
  description:
    'Every rupee of your sales, month by month: what buyers paid, Kala’s fee, refunds and payouts. Download a month as a statement.',
  loading: 'Loading your earnings...',
  loadError: 'Could not load your earnings.',
  month: 'Month',
  kind: showText,
  allKinds: 'Everything',
  earnedThisMonth,
  earnedAllTime: 'Earned since you started',
  monthTotals: 'This month by kind',
  payoutsHeading: payoutsText,
  onHold: onHoldText,
  onHoldHelp: 'Sent to you once the buyer has the work and its return window has passed.',
  released: releasedText,
  releasedHelp: 'On its way to your bank, on Razorpay’s settlement schedule.',
  paidOut: 'Paid out',
  paidOutHelp: 'Settled to your bank account by Razorpay. The entry’s note gives the UTR your bank shows.',
  /** tcsKeptBackNote('₹4.46') → the line under the payouts of a GST-registered artist. */
  tcsKeptBackNote: (amount: string) =>
    `${tcsText}: ${amount}. As you are registered for GST, Kala collects tax at source on your sales (CGST Act section 52): on an online sale it keeps it back from that sale’s payout, and on a cash sale you owe it with Kala’s fee, taken from your next payout. Kala pays it to the government in its GSTR-8 return; it then shows in your electronic cash ledger on the GST portal, to use against your own GST.`,
  /** The note of a `payout` entry: the settlement's bank reference (UTR) and Razorpay's settlement id. */
  payoutNote: (utr: string | null, settlementId: string) =>
    utr ? `UTR ${String(utr)} (settlement ${String(settlementId)})` : `Settlement ${String(settlementId)}`,
  entriesHeading: 'Entries',
  empty: 'Nothing this month',
  emptyHint: 'When someone buys your artwork, the sale, its shipping and Kala’s fee show up here.',
  emptyKind: 'No entries of this kind this month',
  downloadPdf: 'Statement (PDF)',
  downloadCsv: 'Statement (CSV)',
  downloadFailed: 'Could not download the statement. Please try again.',
  viewSale: 'View sale',
  /** The ledger's kinds as an artist reads them. */
  kinds: {
    sale: 'Sale',
    shipping: shippingText,
    fee: kalaFeeText,
    fee_owed_on_cash: 'Kala’s fee on a cash sale (owed)',
    refund: 'Refund',
    correction: 'Correction by Kala',
    transfer: 'Payout',
    hold_release: 'Payout released',
    reversal: 'Payout reversed',
    fee_owed_settled: 'Owed to Kala on cash sales, kept back from a payout',
    payout: 'Paid out to your bank',
    tcs: tcsText,
    tcs_owed_on_cash: 'GST TCS on a cash sale (owed)',
  },
  /** monthName('2026-11') → 'November 2026' */
  monthName: (month: string) => monthInLanguage('en-IN', month),
  // The statement (PDF and CSV), in English like every document Kala issues.
  statementTitle: 'Statement of earnings',
  statementFor: (name: string, username: string) => `${name} (@${username})`,
  statementPeriod: (month: string) => `For ${month}, India time`,
  statementDate: dateText,
  statementOrder: orderText,
  statementArtwork: artworkText,
  statementKind: 'Entry',
  statementAmount: 'Amount (INR)',
  statementNote: 'Note',
  statementTotal: earnedThisMonth,
  statementNoEntries: 'No entries this month.',
  statementFooter:
    'Amounts are in rupees from your side: a sale and its shipping add, Kala’s fee, GST TCS and refunds take away. This statement is drawn from Kala’s ledger, where every movement of money is recorded and never changed.',
} as const);
