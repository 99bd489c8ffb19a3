// NOTIFY: the texts of notifications (issue 15): the sentence of each entry, the names of the types on the
// settings screen, the e-mails and the unsubscribe page. One table, so another language can be added beside it.
// The server builds each entry's `text` and the mails from these; the web shows the same words.

import type { ModerationReason, NotificationType, OrderNotificationStatus } from '../constants';
import {
  amount,
  artworkText,
  appName,
  messagesText,
  newFollowers,
  notificationSettings,
  nuditySexualText,
  otherText,
  quantity,
  reasonLine,
  shippingAddress,
  shipTo,
  total,
  shippingText,
} from './shared';
import { live } from './live';

/** The artwork's title in quotes, or a stand-in once it is deleted. */
const artworkName = (title: string | null) => (title === null ? 'your artwork' : `"${title}"`);
/** 'priya_sharma', 'priya_sharma and 1 other', 'priya_sharma and 3 others' */
const actorsName = (actor: string, count: number) => {
  if (count <= 1) return actor;
  return count === 2 ? `${actor} and 1 other` : `${actor} and ${count - 1} others`;
};
const someone = 'Someone';
const statusWords: Record<OrderNotificationStatus, string> = {
  paid: 'marked paid',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** The buyer's steps as the artist reads them. */
const saleSteps = {
  cancelled: (actor: string, artwork: string) => `${actor} cancelled the order of ${artwork}`,
  delivered: (actor: string, artwork: string) => `${actor} received ${artwork}`,
};

/** An offer's steps (issue 19) as the other person reads them. */
const offerSteps = {
  pending: (actor: string, amount: string, artwork: string) => `${actor} offered ${amount} for ${artwork}`,
  countered: (actor: string, amount: string, artwork: string) => `${actor} countered with ${amount} for ${artwork}`,
  accepted: (actor: string, amount: string, artwork: string) => `${actor} accepted ${amount} for ${artwork}`,
};

/** What a moderator hid (decision 0028): the artwork, or one's comment or review on it. */
type ModeratedKind = 'artwork' | 'comment' | 'review';
const moderatedNames: Record<ModeratedKind, (artwork: string) => string> = {
  artwork: (artwork) => artwork,
  comment: (artwork) => `your comment on ${artwork}`,
  review: (artwork) => `your review of ${artwork}`,
};
const moderatedName = (kind: ModeratedKind, title: string | null) => moderatedNames[kind](artworkName(title));

export const text = /* @__PURE__ */ live(['NOTIFY', 'text'], {
  someone,
  /** like('priya_sharma', 4, 'Monsoon') → 'priya_sharma and 3 others liked "Monsoon"' */
  like: (actor: string, count: number, title: string | null) =>
    `${actorsName(actor, count)} liked ${artworkName(title)}`,
  comment: (actor: string, title: string | null) => `${actor} commented on ${artworkName(title)}`,
  review: (actor: string, title: string | null) => `${actor} reviewed ${artworkName(title)}`,
  follow: (actor: string) => `${actor} started following you`,
  /** sale('rahul', 'Monsoon', 2) → 'rahul bought 2 × "Monsoon"' */
  sale: (actor: string, title: string | null, quantity: number) =>
    `${actor} bought ${quantity > 1 ? `${quantity} × ` : ''}${artworkName(title)}`,
  /** order('shipped', 'Monsoon') → 'Your order of "Monsoon" was shipped' */
  order: (status: OrderNotificationStatus, title: string | null) =>
    `Your order of ${artworkName(title)} was ${statusWords[status]}`,
  /** The buyer's own steps, told to the artist: saleStep('rahul', 'cancelled', 'Monsoon') → 'rahul cancelled the order of "Monsoon"' */
  saleStep: (actor: string, status: keyof typeof saleSteps, title: string | null) =>
    saleSteps[status](actor, artworkName(title)),
  /** message('priya_sharma', 3) → 'priya_sharma sent you 3 messages' */
  message: (actor: string, count: number) =>
    count <= 1 ? `${actor} sent you a message` : `${actor} sent you ${count} messages`,
  /** offer('rahul', 'pending', '₹12,000', 'Monsoon') → 'rahul offered ₹12,000 for "Monsoon"' */
  offer: (actor: string, step: keyof typeof offerSteps, amount: string, title: string | null) =>
    offerSteps[step](actor, amount, artworkName(title)),
  // Moderation told to the author (issue 34, decision 0028): why it was hidden, and what came of a review.
  moderationReasons: {
    copyright: 'Not original, or copyright',
    nudity: nuditySexualText,
    hateful: 'Hateful or violent',
    spam: 'Spam or scam',
    misleading: 'Misleading listing',
    other: otherText,
  } satisfies Record<ModerationReason, string>,
  /** hidden('artwork', 'Monsoon', 'Spam or scam', '') → 'Moderators hid "Monsoon". Reason: Spam or scam' */
  moderationHidden: (kind: ModeratedKind, title: string | null, reason: string, note: string) =>
    `Moderators hid ${moderatedName(kind, title)}. ${reasonLine(reason, note)}`,
  moderationRestored: (kind: ModeratedKind, title: string | null) =>
    `Moderators reviewed ${moderatedName(kind, title)} and made it visible again`,
  moderationKept: (kind: ModeratedKind, title: string | null) =>
    `Moderators reviewed ${moderatedName(kind, title)} and kept it hidden`,
  /** Issue 38 (decision 0041): the uploader's work was held because it looks like another artist's. */
  lookalikeHeld: (title: string | null) =>
    `${artworkName(title)} looks like a work already on Kala, so moderators will look at it before it is published. You can explain on its page`,
  /** The artist whose work an upload looks like. */
  lookalikeOfYours: (title: string | null) =>
    `An upload by another artist looks like your ${artworkName(title)}. Moderators are looking at it`,
  /** Every admin: an upload waits in the moderation queue. */
  lookalikeToReview: (title: string | null) =>
    `An upload, ${artworkName(title)}, looks like another artist's work and waits in the moderation queue`,
  /** An artwork in the person's cart, wishlist or open offer that its artist deleted (decision 0025). */
  listingRemoved: (title: string | null) =>
    `${artworkName(title)} is no longer available: its artist removed it, so it is out of your cart, wishlist and offers`,
} as const);

/** The settings screen: one row per type. */
export const typeLabels: Record<NotificationType, string> = /* @__PURE__ */ live(['NOTIFY', 'typeLabels'], {
  like: 'Likes on your artworks',
  comment: 'Comments on your artworks',
  review: 'Reviews of your artworks',
  follow: newFollowers,
  sale: 'Sales of your artworks',
  order: 'Updates to your orders',
  message: messagesText,
  offer: 'Offers on artworks',
  moderation: 'Moderation of what you posted',
  listing: 'Artworks you saved that were removed',
});

/** The moderation mail (issue 34, decision 0028). */
export const moderation = /* @__PURE__ */ live(['NOTIFY', 'moderation'], {
  mailSubject: 'About what you posted on Kala',
  mailHint: 'Only you and the moderators can see it now. If you think this is a mistake, open it and ask for a review.',
  viewArtwork: 'Open it on Kala',
} as const);

export const mail = /* @__PURE__ */ live(['NOTIFY', 'mail'], {
  /** greeting('Priya') → 'Hello Priya,' */
  greeting: (name: string) => `Hello ${name},`,
  signature: '— Kala',
  open: 'Open Kala',
  viewOrder: 'View your orders',
  viewSales: 'View your sales',
  viewMessages: 'Read the messages',
  /** The footer of every mail but receipts. */
  unsubscribeLine: (label: string) => `You get this e-mail because "${label}" is switched on in your settings.`,
  unsubscribe: 'Unsubscribe from these e-mails',
  manageSettings: notificationSettings,
  receiptSubject: (orderCount: number) =>
    orderCount === 1 ? 'Your Kala order is placed' : `Your Kala order of ${orderCount} artworks is placed`,
  receiptIntro: 'Thank you for your order. Here is your receipt.',
  receiptPayment: 'Payment: on delivery, unless you paid online.',
  /** Under the receipt when invoices go with it (issue 37 item 7). */
  receiptInvoices: (count: number) =>
    count === 1
      ? 'The invoice for your order is attached (PDF).'
      : `The ${count} invoices for your order are attached (PDF).`,
  invoiceSubject: (title: string) => `Your invoice for "${title}"`,
  invoiceIntro: 'Your payment was received. The invoice for your order is attached (PDF).',
  /** The receipt's shipping line (issue 34 item 3): one parcel per artist. */
  shippingLine: shippingText,
  saleSubject: (title: string) => `You sold "${title}"`,
  saleIntro: (buyer: string) => `${buyer} bought your artwork. Please ship it to the address below.`,
  // Local pickup (issue 19): nothing to ship; the buyer collects it in person.
  saleIntroPickup: (buyer: string) =>
    `${buyer} bought your artwork and will collect it from you (local pickup). Please contact them to arrange it, then mark it collected.`,
  buyerContact: 'Buyer',
  receiptPickup: 'Local pickup: the artists will contact you to arrange it. Nothing is shipped.',
  contact: 'Your contact',
  orderStatusSubject: (status: OrderNotificationStatus, title: string) => text.order(status, title),
  messagesSubject: (sender: string, count: number) => text.message(sender, count),
  messagesIntro: (sender: string, count: number) =>
    count <= 1 ? `${sender} sent you a message on Kala:` : `${sender} sent you ${count} messages on Kala:`,
  artwork: artworkText,
  quantity,
  amount,
  total,
  shipTo,
  shippingAddress,
  phone: (phone: string) => `Phone: ${phone}`,
  // The shipped mail (issue 35): how the artwork travels.
  courier: (courier: string) => `Courier: ${courier}`,
  trackingNumber: (number: string) => `Tracking number: ${number}`,
  verifyButton: 'Confirm my e-mail address',
  // Sent after a password change (issue 35), so a change the person did not make is noticed.
  passwordChangedSubject: 'Your Kala password was changed',
  passwordChangedIntro: (when: string) => `The password of your Kala account was changed on ${when}.`,
  passwordChangedNotYou:
    'If this was you, there is nothing more to do. If it was not, reset your password now: every device signed in to your account has been signed out.',
  passwordChangedButton: 'Reset my password',
  // The account mails (plain text: the link survives every mail client).
  verifySubject: 'Confirm your e-mail address for Kala',
  verifyIntro: 'Please confirm that this is your e-mail address by opening this link:',
  verifyExpiry: (hours: number) =>
    `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this mail.`,
  emailChangedSubject: 'The e-mail address of your Kala account was changed',
  emailChangedIntro: (masked: string) =>
    `The e-mail address of your Kala account was just changed to ${masked}. Mail about your account now goes there.`,
  emailChangedNotYou:
    'If you did not change it, someone else may be using your account: choose a new password at once with this link, then write to us:',
  resetSubject: 'Reset your Kala password',
  resetIntro:
    'Someone (we hope you) asked to reset the password of your Kala account. Open this link to choose a new one:',
  resetExpiry: (minutes: number) =>
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
} as const);

/** A push as the device shows it: this title over the entry's sentence. */
export const push = /* @__PURE__ */ live(['NOTIFY', 'push'], {
  title: appName,
} as const);

/** The page behind the unsubscribe link (no login needed). */
const unsubscribeWord = 'Unsubscribe';

export const unsubscribe = /* @__PURE__ */ live(['NOTIFY', 'unsubscribe'], {
  title: unsubscribeWord,
  /** confirm('Likes on your artworks') → … */
  confirm: (label: string) => `Stop e-mails about "${label}"?`,
  button: unsubscribeWord,
  done: (label: string) => `You will no longer get e-mails about "${label}".`,
  invalid: 'This unsubscribe link is invalid.',
  settingsHint: 'You can switch it back on in your notification settings.',
} as const);
