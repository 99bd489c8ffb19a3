import { live } from '../live';
import { shippingText } from '../shared';

const heading = 'Shipping and returns';
const noReturns = 'No returns';
const restOfIndia = 'Rest of India';
const freeShipping = 'Free shipping';

// Shipping, delivery and returns (issue 34 item 3, decision 0027): the artist's profile, the artwork's box, the
// upload form's section and the cart's and checkout's shipping lines.
export const shipping = /* @__PURE__ */ live(['SCREEN', 'shipping'], {
  // The artist's shipping profile (/settings/shipping).
  navLabel: shippingText,
  heading,
  description:
    'What buyers pay for shipping, how soon you send a work and whether you take returns. Set it once; an artwork can have its own.',
  freeShipping: 'Free shipping everywhere in India',
  freeShippingHint: 'Your prices include shipping.',
  ratesLegend: 'Shipping price by where the buyer is',
  zoneCity: 'Within your city',
  zoneState: 'Within your state',
  zoneIndia: restOfIndia,
  /** originHint('560038', 'Karnataka') */
  originHint: (pincode: string, state: string) =>
    `Measured from your profile's pincode ${pincode} (${state}). The same first three digits count as your city.`,
  originMissing:
    'Add your pincode to your profile so that buyers in your city and state get those prices; until then everyone pays the rest-of-India price.',
  processingDays: 'Ships within (days)',
  processingHint: 'Days you need to pack and hand a work to the courier, 1 to 30.',
  returnsLegend: 'Returns',
  returnsNone: noReturns,
  returnsWithin: 'Returns accepted within',
  returnsDaysLabel: 'Days for returns',
  days: 'days',
  save: 'Save shipping',
  saving: 'Saving…',
  saved: 'Shipping saved',
  loadError: 'Could not load your shipping profile.',
  artistsOnly: 'Shipping is for artists: upload an artwork to sell first.',
  // The artwork page's box.
  boxHeading: heading,
  pincodeLabel: 'Your pincode',
  check: 'Check',
  checking: 'Checking…',
  /** shippingTo('560038') */
  shippingTo: (pincode: string) => `Shipping to ${pincode}`,
  freeShippingShort: freeShipping,
  /** cost('₹150') → 'Shipping ₹150' */
  cost: (amount: string) => `Shipping ${amount}`,
  /** arrivesBy('4 Dec', '7 Dec') → 'Arrives by 4–7 Dec' (the dates already formatted) */
  arrivesBy: (from: string, to: string) => `Arrives ${from}–${to}`,
  /** shipsWithin(5) */
  shipsWithin: (days: number) => (days === 1 ? 'Ships within 1 day' : `Ships within ${days} days`),
  /** returnsPolicy(14) / returnsPolicy(null) */
  returnsPolicy: (days: number | null) =>
    days === null
      ? noReturns
      : days === 1
        ? 'Returns within 1 day of delivery'
        : `Returns within ${days} days of delivery`,
  zoneName: { city: 'Within the artist’s city', state: 'Within the artist’s state', india: restOfIndia },
  rateSummary: 'Shipping from',
  quoteError: 'Could not work out shipping. Please try again.',
  // The upload form's section.
  sectionHeading: 'Shipping for this work',
  sectionHint:
    'Leave it to follow your shipping profile, or set what this work needs (a large canvas costs more to send).',
  modeProfile: 'As in my shipping profile',
  modeFree: freeShipping,
  modeRates: 'Its own prices',
  sameAsProfile: 'As in my profile',
  // Cart and checkout.
  cartPincodeHint: 'Enter your pincode to see shipping.',
  /** shippingBy('asha') → 'Shipping, asha' */
  shippingBy: (artist: string) => `Shipping from ${artist}`,
  toBeCalculated: 'Enter pincode',
  pickupFree: 'Free (local pickup)',
} as const);
