// Texts that more than one group or screen needs, declared once (see messages.ts) and imported where used.

import { MAX_IMAGE_BYTES } from '../constants';

export const maxImageMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);
/** The file names a VALIDATION.images text lists, in English and Hindi alike. */
export const joinNames = (names: readonly string[]) => names.join(', ');

export const ratingAndReviewRequired = 'Please provide both a rating and review text';
export const passwordRequiredForNewUsers = 'Password is required for new users.';
export const uploadLoginRequired = 'Please log in to upload artwork';
export const noProductsFound = 'No products found.';
export const errorLoadingArtwork = 'Error loading artwork';
export const tryAgainLater = 'Please try again later';
export const following = 'Following';
export const editProfileText = 'Edit Profile';
export const signUp = 'Sign up';
export const logIn = 'Log In';
export const retry = 'Retry';
export const myOrders = 'My orders';
export const salesText = 'Sales';
export const quantity = 'Quantity';
export const amount = 'Amount';
export const total = 'Total';
export const shippingText = 'Shipping';
export const shipTo = 'Ship to';
export const shippingAddress = 'Shipping address';
export const messagesText = 'Messages';
export const cancel = 'Cancel';
export const saving = 'Saving...';
export const editText = 'Edit';
export const deleteText = 'Delete';
export const viewOrder = 'View order';
export const titleLabel = 'Title';
export const descriptionLabel = 'Description';
export const tagsLabel = 'Tags';
export const loadMore = 'Load more';
export const paymentStatus = 'Payment status';
export const price = 'Price';
export const imagesLabel = 'Images';
export const categoryPlaceholder = 'Select a category';
export const artists = 'Artists';
export const noArtistsFound = 'No artists found.';
export const adminText = 'Admin';
export const category = 'Category';
// The art facts' labels, also the art filters' (issue 38); "Medium" is also the middle size band in English.
export const mediumText = 'Medium';
export const sizeText = 'Size';
export const framedText = 'Framed';
export const forSaleText = 'For sale';
export { appName } from './brand';
export const notificationsText = 'Notifications';
export const notificationSettings = 'Notification settings';
export const today = 'Today';
/** unreadCount(3) → '3 unread' (the Messages badge of the navigation and the inbox rows) */
export const unreadCount = (count: number) => `${count} unread`;

// Server replies (ERR) that the web also shows as its own toasts (MSG.auth): the shell, which every page
// downloads first, needs these two texts, not every server reply.
export const sessionExpired = 'Your session has expired. Please log in again.';
export const forbidden = 'You do not have permission to do this';

// An order's payment arrived (issue 16): the timeline's step and the checkout's confirmation.
export const paymentReceived = 'Payment received';
// An artist cancelling a sale says why (the buyer reads it): the field's message and the API's.
export const cancelReasonRequired = 'Please say why the sale is cancelled';
export const ordersText = 'Orders';
export const revenueText = 'Revenue';
export const commentsText = 'Comments';
export const newFollowers = 'New followers';
export const studioText = 'Studio';
export const noValue = '—';
export const notForSale = 'Not for sale';
export const soldOutText = 'Sold out';
export const artworkText = 'Artwork';
export const reasonLabel = 'Reason';
export const chooseReasonText = 'Choose a reason';
export const nuditySexualText = 'Nudity or sexual content';
/** reasonLine('Spam or scam', 'copied') → 'Reason: Spam or scam — copied' (decision 0028) */
export const reasonLine = (reason: string, note = '') => `${reasonLabel}: ${reason}${note ? ` — ${note}` : ''}`;
export const sendingText = 'Sending...';
/** byUsername('meena') → 'by @meena' */
export const byUsername = (username: string) => `by @${username}`;
export const details = 'Details';

// Kala (issue 34, issue 35): texts several screens share.
export const settingsText = 'Settings';
export const otherText = 'Other';
export const hiddenByModerators = 'Hidden by moderators';
/** itemCount(2) → '2 items' */
export const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);
export const artistText = 'Artist';
export const showText = 'Show';
export const dateText = 'Date';
export const orderText = 'Order';
export const kalaFeeText = 'Kala’s fee';
/** The tax Kala collects at source on a registered artist's sale and keeps back from their payout (decision 0045). */
export const tcsText = 'GST TCS kept back';
export const allText = 'All';
export const failedText = 'Failed';
export const cancelledText = 'Cancelled';
export const payoutsText = 'Payouts';
/** A month (YYYY-MM) as people say it in `locale`: '2026-11' → 'November 2026'; anything else as given. */
export function monthInLanguage(locale: string, month: string): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(month) || Number.isNaN(first.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}
export const onHoldText = 'On hold';
export const releasedText = 'Released';
