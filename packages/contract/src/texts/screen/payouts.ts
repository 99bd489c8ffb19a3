import { live } from '../live';
import { payoutsText } from '../shared';

const heading = payoutsText;

// Payout details (issue 37 item 1, decision 0034): Settings → Payouts (/settings/payouts).
export const payouts = /* @__PURE__ */ live(['SCREEN', 'payouts'], {
  navLabel: heading,
  heading,
  description:
    'Where Kala pays you for your sales, through Razorpay. Your PAN, GSTIN and bank account number are stored encrypted and shown back only by their last four characters.',
  unavailable: 'Payouts are not switched on for this Kala yet. Online payment has to be set up first.',
  loadError: 'Could not load your payout details.',
  /** owed('₹50') → the fee (decision 0039) and the GST TCS (decision 0045) on cash sales the artist owes */
  owedToKala: (amount: string) => `You owe Kala ${amount}, taken from your next payout`,
  owedHelp:
    'Kala’s fee on your pay-on-delivery sales, which you collected in cash, and the GST TCS on them if you are registered for GST.',
  statusHeading: 'Payout account',
  /** The state's name, as a badge. */
  status: {
    none: 'Not set up',
    pending: 'Being set up',
    under_review: 'Being checked',
    needs_clarification: 'Needs clarification',
    activated: 'Active',
    suspended: 'Payouts paused',
  },
  /** What the state means and what to do. */
  statusHelp: {
    none: 'Add your details below to be paid for your sales.',
    pending:
      'Kala is setting up your payout account with Razorpay. If this does not change within a few minutes, save your details again.',
    under_review:
      'Razorpay is checking your PAN and bank account. This usually takes one or two working days; nothing is needed from you.',
    needs_clarification:
      'Razorpay could not confirm something. Check that your name is exactly as on your PAN and that the account number and IFSC are right, then save again.',
    activated: 'You can be paid: money from your sales goes to your bank account.',
    suspended: 'Razorpay has paused payouts to this account. Please write to Kala support.',
  },
  /** savedAs('••••1234') */
  savedAs: (masked: string) => `Saved: ${masked}`,
  retypeHint: 'For your safety Kala never shows these numbers in full: type them again to save a change.',
  identityLegend: 'About you',
  bankLegend: 'Bank account',
  addressLegend: 'Registered address',
  legalName: 'Name as on your PAN card',
  pan: 'PAN',
  panHint: '10 characters, like ABCPE1234F',
  gstin: 'GSTIN (optional)',
  gstinShort: 'GSTIN',
  gstinHint: 'Only if you are registered for GST: it is printed on your invoices.',
  accountNumber: 'Bank account number',
  accountNumberAgain: 'Bank account number again',
  ifsc: 'IFSC',
  ifscHint: 'On your cheque book or passbook, like HDFC0001234',
  save: 'Save payout details',
  saved: 'Payout details saved',
});
