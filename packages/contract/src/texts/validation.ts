// VALIDATION: form and request-body rules (docs/product.md#validation-rules + Kala's server rules). See messages.ts.

import {
  AGE_MAX,
  AGE_MIN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_UPLOAD_IMAGES,
  NOTIFICATION_READ_MAX_IDS,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';
import {
  cancelReasonRequired,
  joinNames,
  maxImageMegabytes,
  passwordRequiredForNewUsers,
  ratingAndReviewRequired,
  uploadLoginRequired,
} from './shared';
import { live } from './live';

// Texts that more than one VALIDATION group needs (declared once).
const supportedFormats = 'Supported formats: JPG, PNG, WebP, GIF, AVIF';
const artworkRequired = 'Artwork is required';
const nameRequired = 'Name is required';
const invalidEmail = 'Invalid email address';
const usernameRequired = 'Username is required';
const passwordRequired = 'Password is required';
const mustBeBoolean = 'Must be true or false';
const confirmPasswordRequired = 'Confirm password is required';
const passwordsDoNotMatch = 'Passwords do not match';
const passwordTooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const locationRequired = 'Location is required';
const genderRequired = 'Gender is required';
const ageRequired = 'Age is required';
const pincodeRequired = 'Pincode is required';
const phoneInvalid = 'Phone number must be 10 digits, optionally prefixed with +91';
const checkoutStateInvalid = 'Choose a state or union territory of India';
const titleRequired = 'Title is required';
const descriptionRequired = 'Description is required';
const categoryRequired = 'Category is required';
const priceInvalid = 'Please enter a valid price';
const quantityInvalid = 'Please enter a valid quantity';

// Shared field rules (used by registration, profile update, admin user, checkout).
const fields = {
  nameRequired,
  invalidEmail,
  usernameRequired,
  usernameInvalid: `Username must be ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, underscores or dots`,
  locationRequired,
  genderRequired,
  genderInvalid: 'Gender must be male, female or other',
  ageRequired,
  ageInvalid: `Age must be a whole number between ${AGE_MIN} and ${AGE_MAX}`,
  pincodeRequired,
  pincodeInvalid: 'Pincode must be a 6-digit Indian PIN code',
  phoneInvalid,
  passwordRequired,
  passwordTooShort,
  confirmPasswordRequired,
  passwordsDoNotMatch,
} as const;

export const VALIDATION = /* @__PURE__ */ live(['VALIDATION'], {
  common: {
    /** e.g. tooLong('Bio', 500) → 'Bio must be at most 500 characters' */
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    /** For fields the spec gives no text for, e.g. required('Address') → 'Address is required' */
    required: (label: string) => `${label} is required`,
    invalidId: 'Invalid id',
  },
  login: {
    usernameRequired,
    passwordRequired,
  },
  registration: fields,
  profile: {
    ...fields,
    offersPickupInvalid: 'Local pickup must be true or false',
    languageInvalid: 'Language must be en or hi',
  },
  forgot: {
    invalidEmail,
  },
  reset: {
    passwordRequired,
    confirmPasswordRequired,
    passwordsDoNotMatch,
    passwordTooShort,
    tokenRequired: 'The reset link is missing its token',
  },
  account: {
    tokenRequired: 'The verification link is missing its token',
    currentPasswordRequired: 'Please enter your current password',
  },
  artworkForm: {
    titleRequired,
    descriptionRequired,
    categoryRequired,
    categoryInvalid: 'Please choose a category from the list',
    imageRequired: 'At least one image is required',
    tagRequired: 'At least one tag is required for better search',
    tooManyTags: (max: number) => `You can add at most ${max} tags`,
    priceAndQuantityRequired: 'Price and quantity are required when the artwork is for sale',
    quantityPositive: 'Quantity must be greater than 0',
  },
  // Issue 34 item 2: the facts of an artwork (artwork-facts.ts), and its image description (issue 40).
  facts: {
    mediumInvalid: 'Please choose a medium from the list',
    surfaceInvalid: 'Please choose a surface from the list',
    sizeInvalid: 'Enter a size above 0 with at most one decimal, up to 1000',
    sizeBothRequired: 'Enter both the height and the width',
    unitInvalid: 'Choose cm or in for the size',
    weightInvalid: 'Weight must be a whole number of grams, from 1 to 1000000',
    /** yearInvalid(1800, 2026) → 'Year must be a whole year from 1800 to 2026' */
    yearInvalid: (min: number, max: number) => `Year must be a whole year from ${min} to ${max}`,
    booleanInvalid: mustBeBoolean,
    editionInvalid: 'Edition must be original, limited or open',
    editionNumbersRequired: 'Enter the number of this piece and the size of the edition',
    editionNumberInvalid: 'Edition numbers must be whole numbers from 1 to 10000',
    editionNumberAboveSize: 'The number cannot be more than the size of the edition',
    altTextTooLong: (max: number) => `The image description must be at most ${max} characters`,
  },
  upload: {
    loginRequired: uploadLoginRequired,
    imagesRequired: 'Please upload at least one image',
    priceRequired: 'Price is required for items marked for sale',
    priceInvalid,
    quantityRequired: 'Quantity is required for items marked for sale',
    quantityInvalid,
    forSaleInvalid: 'For sale must be true or false',
  },
  // Managing one's listings (decision 0025): the images of an edit, and changes to several artworks at once.
  listings: {
    unlistedInvalid: 'Unlisted must be true or false',
    imageOrderInvalid: 'Keep the images as the form lists them: each picture once, new ones by their place',
    imageUnknown: 'One of the images is no longer part of this artwork. Reload the page and try again',
    idsRequired: 'Choose at least one artwork',
    tooManyIds: (max: number) => `Choose at most ${max} artworks at once`,
    actionInvalid: 'Choose unlist, relist or a price change',
    percentInvalid: 'The change must be a whole percentage between -90 and 500, and not 0',
    notForSaleInPriceChange: 'Only artworks for sale have a price to change',
  },
  images: {
    unsupported: (names: readonly string[]) =>
      `The following files are not supported: ${joinNames(names)}. ${supportedFormats}`,
    tooMany: `You can upload a maximum of ${MAX_UPLOAD_IMAGES} images`,
    tooLarge: (names: readonly string[]) =>
      `The following files are larger than ${maxImageMegabytes} MB: ${joinNames(names)}. Each image must be ${maxImageMegabytes} MB or smaller`,
    // Server: the bytes do not decode as an image whatever the declared type says.
    unreadable: (names: readonly string[]) => `The following files could not be read as images: ${joinNames(names)}`,
    hint: `Up to ${MAX_UPLOAD_IMAGES} images, ${maxImageMegabytes} MB each. ${supportedFormats}`,
    adminOneFile: 'Only one image can be attached here',
    // Server: refusals the browser cannot judge because it does not decode images.
    tooManyPixels: (name: string, megapixels: number) =>
      `The image ${name} has too many pixels. Images may be at most ${megapixels} megapixels`,
    tooSmall: (name: string, minEdge: number) =>
      `The image ${name} is too small. Images must be at least ${minEdge} × ${minEdge} pixels`,
  },
  adminUser: {
    ...fields,
    passwordRequiredForNewUsers,
    roleInvalid: 'Role must be user or admin',
    adminGenderInvalid: 'Gender must be Male, Female, Other or Prefer not to say',
  },
  adminArtwork: {
    titleRequired,
    priceInvalid,
    quantityInvalid,
    quantityNegative: 'Quantity cannot be negative',
    isSoldInvalid: 'Sold must be true or false',
  },
  comment: {
    contentRequired: 'Comment cannot be empty',
  },
  review: {
    ratingAndReviewRequired,
  },
  chat: {
    contentRequired: 'Message cannot be empty',
    receiverRequired: 'Receiver is required',
    artworkRequired,
    offerRequired: 'Offer is required',
    offerAmountInvalid: 'An offer must be an amount in rupees above 0 with at most 2 decimals',
  },
  cart: {
    artworkRequired,
    quantityInvalid,
  },
  checkout: {
    nameRequired,
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    stateInvalid: checkoutStateInvalid,
    isDefaultInvalid: 'isDefault must be true or false',
    pincodeRequired,
    pincodeInvalid: fields.pincodeInvalid,
    phoneInvalid,
    idempotencyKeyInvalid: `Idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
    paymentMethodInvalid: "Payment method must be 'cod' (pay on delivery) or 'online'",
    deliveryInvalid: "Delivery must be 'ship' or 'pickup'",
    expectedTotalInvalid: 'The expected total must be an amount in rupees with at most 2 decimals',
    expectedPricesInvalid: 'Expected prices must map artwork ids to amounts in rupees with at most 2 decimals',
  },
  payment: {
    statusInvalid: 'Payment status must be pending, paid, failed or refunded',
    verifyFieldsRequired: 'razorpay_order_id, razorpay_payment_id and razorpay_signature are required',
  },
  // Shipping (issue 34 item 3, decision 0027).
  shipping: {
    freeInvalid: 'Free shipping must be true or false',
    priceRequired: 'Enter a shipping price for each zone, or choose free shipping',
    priceInvalid: 'Shipping must be an amount in rupees from 0 to 10,000, with at most 2 decimals',
    processingDaysInvalid: 'Processing time must be a whole number of days from 1 to 30',
    returnsDaysInvalid: 'Returns must be "no returns" or a whole number of days from 1 to 90',
    modeInvalid: "Shipping must be 'profile', 'free' or 'rates'",
    pincodeInvalid: 'Enter a 6-digit Indian pincode',
    shippingChanged: 'Shipping must be an amount in rupees with at most 2 decimals',
  },
  orders: {
    statusFilterInvalid: 'Status must be placed, shipped, delivered or cancelled',
    courierRequired: 'Courier is required',
    trackingNumberRequired: 'Tracking number is required',
    cancelReasonRequired,
    updateInvalid:
      "Send a paymentStatus, {status: 'shipped', courier, trackingNumber}, {status: 'collected'} or {status: 'cancelled', reason}",
  },
  query: {
    priceNegative: 'Price cannot be negative',
    priceRangeInverted: 'Minimum price cannot be more than maximum price',
    categoryInvalid: 'Unknown category',
    sortInvalid: 'Unknown sort order',
    limitInvalid: 'Limit must be a whole number between 1 and 100',
    booleanInvalid: mustBeBoolean,
    cursorInvalid: 'This page link is no longer valid. Please start again from the first page',
    nearInvalid: "near must be 'me'",
    mediumInvalid: 'Unknown medium',
    sizeInvalid: 'Size must be small, medium or large',
    orientationInvalid: 'Orientation must be portrait, landscape or square',
    priceBandInvalid: 'Unknown price band',
    colourInvalid: 'Unknown colour',
  },
  report: {
    targetTypeInvalid: 'Say what you are reporting: an artwork, a comment, a review, a user or a message',
    targetIdRequired: 'Say which item you are reporting',
    reasonInvalid: 'Choose a reason: spam, nudity, harassment, copyright, scam or other',
  },
  moderation: {
    reasonRequired: 'Choose a reason for hiding it: copyright, nudity, hateful, spam, misleading or other',
    noteRequired: 'Say in a few words why it is hidden when the reason is "Other"',
    messageRequired: 'Write a few words for the moderators about why it should be shown again',
    explanationRequired: 'Write a few words for the moderators about this work: whose it is, and how you made it',
  },
  notifications: {
    idsInvalid: 'ids must be a list of notification ids',
    tooManyIds: `At most ${NOTIFICATION_READ_MAX_IDS} notifications can be marked at once`,
    booleanInvalid: mustBeBoolean,
    unknownType: 'Unknown notification type',
    endpointInvalid: 'endpoint must be the push service URL of the subscription',
    keysInvalid: "keys must hold the subscription's p256dh and auth keys",
  },
  // Payout details (issue 37 item 1, decision 0034): what an artist is paid to.
  payouts: {
    legalNameInvalid: 'Enter your full name as it is on your PAN card (4 to 120 characters)',
    panInvalid: 'PAN must be 10 characters: 5 letters, 4 digits and a letter, like ABCPE1234F',
    panHolderInvalid:
      "The PAN's fourth letter must say who holds it: P (person), C, H, F, A, T, B, L, J or G. Check it for a typo",
    ifscInvalid: 'IFSC must be 11 characters: 4 letters, a zero and 6 letters or digits, like HDFC0001234',
    accountNumberInvalid: 'Bank account number must be 9 to 18 digits',
    accountNumbersDiffer: 'The two bank account numbers are not the same',
    gstinInvalid:
      'GSTIN must be 15 characters: a 2-digit state code, your PAN, a letter or digit, Z and a check character',
    gstinCheckInvalid: 'This GSTIN is not valid: its last character does not match the rest. Check it for a typo',
    gstinPanMismatch: 'The GSTIN must contain your PAN (characters 3 to 12)',
    phoneInvalid,
    streetInvalid: 'Enter your address (street, house or building), up to 100 characters',
    cityInvalid: 'Enter your city, up to 100 characters',
    stateInvalid: checkoutStateInvalid,
    pincodeInvalid: fields.pincodeInvalid,
  },
  // An admin's ledger correction (issue 37 item 5).
  ledger: {
    amountInvalid: 'Enter an amount other than 0, with at most 2 decimals',
    amountTooLarge: 'Enter an amount up to ₹1,00,00,000 either way',
    reasonRequired: 'Say why the ledger is corrected',
  },
  // The artist's earnings and statements (issue 37 item 6).
  earnings: {
    monthInvalid: 'Choose a month like 2026-11',
    kindInvalid: 'Choose one of the kinds of entry',
  },
  // An admin's release or hold of a transfer by hand (issue 37 item 9).
  transfers: {
    reasonRequired: 'Say why the transfer is released or held by hand',
  },
} as const);
