// ERR: server error replies (Kala), the `message` of the API error shape (see messages.ts). The web shows
// `message` from the reply where the spec says "server message".

import { cancelReasonRequired, forbidden, sessionExpired } from './shared';
import { live } from './live';

export const ERR = /* @__PURE__ */ live(['ERR'], {
  badRequest: 'Invalid request',
  vanished: 'This item no longer exists. It may have just been deleted.',
  validationFailed: 'Please check the highlighted fields',
  notAuthenticated: 'Not authenticated',
  // Blocks (issue 17): said to the person who blocked, and (without saying who did what) to the other.
  cannotBlockSelf: 'You cannot block yourself',
  youBlocked: 'You have blocked this person. Unblock them first.',
  blockedByThem: 'You cannot interact with this person.',
  // Near me (issue 19): the viewer's place comes from their profile.
  nearNeedsSignIn: 'Log in to see artworks near you',
  // The address book (issue 35).
  addressBookFull: (max: number) => `You can keep up to ${max} addresses. Delete one to add another.`,
  nearNeedsPlace: 'Add your city or pincode to your profile to see artworks near you',
  sessionExpired,
  forbidden,
  /** notFound('Artwork') → 'Artwork not found' */
  notFound: (thing: string) => `${thing} not found`,
  payloadTooLarge: 'The upload is too large',
  rateLimited: 'Too many attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  internal: 'Something went wrong. Please try again later.',
  // The error handler's own answers (plugins/errors.ts): a bug of ours, the database out of reach, and Fastify's and
  // the multipart parser's technical refusals said in words a user can act on.
  internalOnOurSide: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'Kala is briefly unavailable. Please try again in a moment.',
  invalidInput: 'Invalid input',
  invalidValue: 'Invalid value',
  invalidJsonBody: 'The request body is not valid JSON',
  emptyJsonBody: 'The request body is empty',
  requestTooLarge: 'The request is too large',
  unsupportedMediaType: 'This content type is not supported',
  fileTooLarge: 'The file is too large',
  tooManyFiles: 'Too many files',
  tooManyParts: 'Too many parts in the form',
  tooManyFields: 'Too many fields in the form',
  notMultipart: 'The request is not multipart',
  malformedForm: 'The form data is malformed',
  usernameTaken: 'Username already taken',
  emailRegistered: 'Email already registered',
  badCredentials: 'Incorrect username or password',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  // Account (issue 17).
  verifyTokenInvalid:
    'This verification link is invalid, already used or expired. Ask for a new one from your account.',
  wrongCurrentPassword: 'Your current password is not correct',
  openSalesBeforeDelete:
    'You have sales still to ship or hand over. Complete or cancel them in Sales before deleting your account.',
  alreadyVerified: 'Your e-mail address is already verified',
  cannotFollowSelf: 'Cannot follow yourself',
  cannotMessageSelf: 'Cannot send a message to yourself',
  cannotReportOwn: 'You cannot report yourself or your own content',
  messageCannotBeHidden: 'A chat message cannot be hidden: suspend its sender instead',
  // A moderator's decision stands until a moderator undoes it (issue 32, decision 0014).
  authorDeletedHidden: 'Its author deleted this after it was hidden: it stays hidden, kept as evidence',
  noOpenReports: 'There are no open reports of this item',
  // Requests for a review of a hidden work (issue 34, decision 0028).
  reviewRequestNotHidden: 'This artwork is not hidden, so there is nothing to review',
  reviewRequestOpen: 'You already asked for a review of this artwork: a moderator will look at it soon',
  reviewRequestNotYours: 'Only the artist can ask for a review of this artwork',
  // Uploads held as looking like another artist's work (issue 38, decision 0041).
  holdNotOpen: 'This artwork is not waiting for the moderators, so there is nothing to explain or decide',
  holdNotYours: 'Only the artist who uploaded this artwork can explain it',
  accountSuspended:
    'This account is suspended for breaking the community rules. Write to support if you think this is a mistake.',
  // Chat socket (Kala): close reasons and refused frames. 'No access token provided' is MSG.socket's.
  socketAuthFailed: 'Authentication failed',
  socketShuttingDown: 'Server shutting down',
  socketTooMany: 'Too many chat connections are open. Close a tab and try again.',
  chatInvalidJson: 'A chat frame must be valid JSON',
  chatUnknownAction: 'Unknown action: use message, typing, read, offer, offer_accept, offer_decline or offer_counter',
  // Offers in chat (issue 19).
  offerOwnArtwork: 'You cannot make an offer on your own artwork',
  offerNotTheirArtwork: 'This artwork is not one of this artist’s',
  offerTooHigh: 'An offer must be below the price; add the artwork to your cart to pay the price',
  offerNotYours: 'Only the person the offer was made to can answer it',
  offerClosed: 'This offer has already been answered or has expired',
  chatTooFast: 'You are sending messages too fast. Please wait a moment.',
  chatBeforeInvalid: 'before must be a message id of this conversation or an ISO time',
  notForSale: 'This artwork is not for sale',
  soldOut: 'This artwork is sold out',
  ownArtwork: 'You cannot buy your own artwork',
  notEnoughStock: (available: number) => `Only ${available} left in stock`,
  cartEmpty: 'There is nothing in your cart to check out',
  // Checkout names the artwork: the cart may hold several, and stock can change between adding and paying.
  checkoutSoldOut: (title: string) => `"${title}" is sold out. Remove it from your cart to check out`,
  checkoutNotEnoughStock: (title: string, available: number) =>
    `Only ${available} of "${title}" left in stock. Lower the quantity in your cart to check out`,
  checkoutNotForSale: (title: string) => `"${title}" is no longer for sale. Remove it from your cart to check out`,
  // A hidden artwork, or one of a suspended artist, is not for sale to anyone (issue 32).
  checkoutUnavailable: (title: string) => `"${title}" is no longer available. Remove it from your cart to check out`,
  // Nothing was placed: the buyer sees the new figures and confirms them (issue 14 item 3).
  checkoutPriceChanged:
    'Prices in your cart changed since you saw them. Nothing was ordered: check the new total and confirm it.',
  // Order lifecycle (issue 16): a step that does not follow from where the order is.
  orderAlreadyCancelled: 'This order is already cancelled',
  orderCancelAfterShipping: 'This order has already shipped and can no longer be cancelled',
  orderCancelAfterDelivery: 'This order was delivered and can no longer be cancelled',
  orderAlreadyShipped: 'This order is already marked shipped',
  orderShipAfterDelivery: 'This order was already delivered',
  orderShipCancelled: 'This order was cancelled and cannot be shipped',
  orderShipUnpaid: 'This order is waiting for its online payment and cannot be shipped yet',
  orderDeliveredBeforeShipping: 'This order has not shipped yet, so it cannot be marked delivered',
  orderAlreadyDelivered: 'This order is already marked delivered',
  orderDeliveredCancelled: 'This order was cancelled and cannot be marked delivered',
  notOrderBuyer: 'Only the buyer can confirm that the order arrived',
  // Local pickup (issue 19, decision 0017).
  checkoutPickupUnavailable: (title: string, artist: string) =>
    `${artist} does not offer local pickup for "${title}". Choose delivery to check out`,
  /** checkoutShippingChanged('₹250') → ... : the shipping shown is no longer what this address costs. */
  checkoutShippingChanged: (amount: string) =>
    `Shipping to this address is now ${amount}. Check the new total and place the order again`,
  orderShipPickup: 'This order is a local pickup: mark it collected when the buyer collects it',
  orderCollectShipped: 'This order is delivered by courier: mark it shipped instead',
  orderAlreadyCollected: 'This order was already collected',
  orderCollectCancelled: 'This order was cancelled and cannot be marked collected',
  orderCollectUnpaid: 'This order is waiting for its online payment and cannot be collected yet',
  orderPickupByArtist: 'A local pickup is marked collected by its artist when the buyer collects it',
  cancelReasonRequired,
  // Online payment (Razorpay).
  onlinePaymentUnavailable: 'Online payment is not available. Please choose pay on delivery.',
  paymentGatewayUnavailable: 'The payment service did not answer. Nothing was ordered; please try again.',
  paymentSignatureInvalid:
    'The payment could not be verified. If money was taken, it will be confirmed or refunded automatically.',
  paymentHoldExpired: 'The time to pay for this order ran out and it was cancelled. Any money taken will be refunded.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  // Only the gateway moves an online order's payment; a person marks a pay-on-delivery order paid (issue 32).
  paymentStatusByGateway: 'An online payment is confirmed or refunded by the payment service only, never by hand',
  paymentStatusOnlyPaid: 'A pay-on-delivery order can only be marked paid, once the money is collected',
  paymentStatusCancelled: 'This order was cancelled and cannot be marked paid',
  ownArtworkReview: 'You cannot review your own artwork',
  alreadyReviewed: 'You have already reviewed this artwork',
  notCommentAuthor: 'You can only delete your own comments',
  notReviewAuthor: 'You can only change your own reviews',
  notArtworkOwner: 'You can only change your own artworks',
  // Admin user management: nobody can lock everyone out of the back-office.
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  lastAdmin: 'The last admin account cannot be deleted or demoted',
  cannotSuspendSelf: 'You cannot suspend your own account',
  lastActiveAdmin: 'The last active admin account cannot be suspended',
  // Certificates of authenticity (docs/certificates.md).
  certificateNotFound: 'Not a Kala certificate: no certificate has this number',
  certificateNone: 'This order has no certificate of authenticity (only originals get one, once paid)',
  certificateRevoked: 'This sale was cancelled, so its certificate no longer certifies it',
  certificateBuyerOnly: 'Only the buyer can choose whether their name is shown on the certificate',
  // Invoices (issue 37 item 7, docs/taxes.md).
  invoiceNone: 'This order has no invoice yet: it is issued once the order is paid',
  creditNoteNone: 'This order has no credit note: one is issued when an invoiced order is refunded',
  // Payout details (issue 37 item 1, decision 0034).
  payoutsUnavailable: 'Payouts are not available on this Kala yet: online payment is not set up.',
  payoutGatewayUnavailable:
    'The payment service did not answer. Your details are saved; please try again in a few minutes.',
  payoutSetupInProgress: 'Your payout account is being set up. Please try again in a few minutes.',
  payoutPanLocked: 'Your PAN was already sent for checking and cannot be changed here. Please write to support.',
  payoutGatewayRefused: (reason: string) => `The payment service did not accept these details: ${reason}`,
  // Transfers to artists (issue 37 items 3 and 9, decision 0039).
  transferAlreadyReleased: 'This transfer was already released to the artist.',
  transferNotMade: 'This transfer has not been made yet: it can be held, and is released after it is made.',
  transferNotHeld: 'This transfer is no longer on hold.',
  transferGatewayUnavailable: 'The payment service did not answer. Nothing changed; please try again in a few minutes.',
} as const);
