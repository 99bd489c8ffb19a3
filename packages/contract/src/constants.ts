// Business constants and limits of the product (docs/product.md#constants-and-limits, plus the limits of
// docs/product.md#screens-and-routes, docs/product.md#states-and-transitions, docs/product.md#validation-rules and
// docs/product.md#api-calls). Server and web both import these; no other file may repeat one of these numbers as a
// literal.

// ── Storage keys and theme (docs/product.md#what-kala-does, docs/product.md#constants-and-limits) ────────────────────
export const THEME_STORAGE_KEY = 'theme';
export const TOKEN_STORAGE_KEY = 'token';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

// Toasts appear top-center (docs/product.md#what-kala-does).
export const TOAST_POSITION = 'top-center';

// ── Categories and locations (docs/product.md#entities-and-fields, docs/product.md#constants-and-limits) ─────────────
export const UPLOAD_CATEGORIES = [
  'Painting',
  'Digital Art',
  'Photography',
  'Sculpture',
  'Illustration',
  'Sketch',
  'Other',
] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

export const FILTER_CATEGORIES = ['Painting', 'Sculpture', 'Textile', 'Jewelry', 'Decor', 'Other'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

export type Category = UploadCategory | FilterCategory;
// The spec has two category lists; an artwork may carry any of them (admin edits, seed data), and the
// server validates category filters against the union. Computed, so neither list is spelled twice.
export const ALL_CATEGORIES: readonly Category[] = Object.freeze([
  ...new Set<Category>([...UPLOAD_CATEGORIES, ...FILTER_CATEGORIES]),
]);

export const LOCATIONS = ['Delhi', 'Mumbai', 'Bangalore', 'Kolkata', 'Chennai', 'All India'] as const;
export type Location = (typeof LOCATIONS)[number];

// ── People (docs/product.md#entities-and-fields) ─────────────────────────────────────────────────────────────────────
export const ADMIN_GENDER_OPTIONS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type AdminGenderOption = (typeof ADMIN_GENDER_OPTIONS)[number];

export const PROFILE_GENDERS = ['male', 'female', 'other'] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
// Letters, digits, underscore and dot: safe in URLs (/profile/{username}) and in the JWT sub claim.
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
export const NAME_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 100;
/** The most addresses one person's address book keeps (issue 35). */
export const ADDRESS_BOOK_MAX = 20;
export const EMAIL_MAX_LENGTH = 254;
export const BIO_MAX_LENGTH = 500;
export const AGE_MIN = 1;
export const AGE_MAX = 120;
// Indian PIN codes are 6 digits and never start with 0.
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
// docs/product.md#constants-and-limits: optional +91 then 10 digits.
export const PHONE_PATTERN = /^(\+91)?\d{10}$/;
export const ADDRESS_MAX_LENGTH = 300;

// ── Artworks and uploads (docs/product.md#validation-rules) ──────────────────────────────────────────────────────────
export const MAX_UPLOAD_IMAGES = 5;
// Spec shows a 5 MB hint only; Kala enforces it in browser and server (docs/product.md#beyond-the-original-client).
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const SUPPORTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type SupportedImageType = (typeof SUPPORTED_IMAGE_TYPES)[number];
// Only one file may be attached in the admin artwork form (docs/product.md#validation-rules).
export const ADMIN_MAX_ARTWORK_FILES = 1;

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const TAG_MAX_LENGTH = 50;
export const MAX_TAGS = 20;
// Price input: minimum 0, step 0.01 (docs/product.md#validation-rules). Money is rupees with at most 2 decimals in JSON
// (docs/product.md#api-conventions).
export const PRICE_MIN = 0;
export const PRICE_STEP = 0.01;
// Upper bounds keep paise within safe integers and catch typos; the spec sets none.
export const PRICE_MAX = 10_000_000;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10_000;
// Admin artwork form allows quantity 0 (docs/product.md#validation-rules, docs/product.md#constants-and-limits): an
// admin may mark stock as gone.
export const ADMIN_ARTWORK_QUANTITY_MIN = 0;
// docs/product.md#validation-rules: 'If not for sale, price is sent as 0 and quantity as 1'.
export const NOT_FOR_SALE_PRICE = 0;
export const NOT_FOR_SALE_QUANTITY = 1;

export const COMMENT_MAX_LENGTH = 1000;
export const REVIEW_MAX_LENGTH = 2000;
export const STAR_RATING = { min: 1, max: 5 } as const;

// ── Search, filters, sorting, paging (docs/product.md#states-and-transitions) ────────────────────────────────────────
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_SKELETONS = 4;
export const SEARCH_QUERY_MAX_LENGTH = 200;
// Artist search (GET /api/search/user) answers at most this many people, best matches first.
export const USER_SEARCH_MAX_RESULTS = 20;
// Artwork search (GET /api/artworks/search) answers at most this many artworks, best matches first.
export const ARTWORK_SEARCH_MAX_RESULTS = 40;

export const DEFAULT_PRICE_RANGE: readonly [number, number] = Object.freeze([0, 10000] as [number, number]);

export const SORT_OPTIONS = ['recent', 'price_asc', 'price_desc', 'popular'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'recent';

export const FIRST_PAGE = 1;
export const PAGE_SIZE = { default: 24, max: 100 } as const;
// A list asked without `limit` answers whole, up to this many rows (the next ones behind the Link header): public
// and personal lists, and the admin tables (docs/decisions/0022-whole-lists.md says why these numbers).
export const WHOLE_LIST_CAP = { public: 500, admin: 2000 } as const;

// ── Timing of screens (docs/product.md#constants-and-limits) ─────────────────────────────────────────────────────────
// Login, registration and logout all redirect after the same delay.
export const REDIRECT_DELAY_MS = 500;

// ── Chat and socket (docs/product.md#states-and-transitions, docs/product.md#constants-and-limits) ───────────────────
export const SOCKET = {
  maxReconnectAttempts: 5,
  reconnectBaseMs: 1000,
  reconnectCapMs: 30_000,
  // Close code 4001 means authentication failed: the client does not retry.
  authFailedCloseCode: 4001,
  typingIndicatorMs: 2000,
} as const;

/** Delay before reconnect attempt number `attempts` (0-based): 1000 ms × 2^attempts, capped at 30 s. */
export function socketReconnectDelayMs(attempts: number): number {
  return Math.min(SOCKET.reconnectBaseMs * 2 ** attempts, SOCKET.reconnectCapMs);
}

export const CHAT_DEDUP_CHARS = 20;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
// GET /api/auth/chat/history/{peerId}: newest 50 by default, older pages with ?before=.
export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_HISTORY_MAX_PAGE_SIZE = 100;
// Client-chosen temporary id, echoed back by the server for de-duplication
// (docs/product.md#beyond-the-original-client).
export const CHAT_CLIENT_ID_MAX_LENGTH = 100;
// Offers in chat (issue 19): an accepted offer is the agreed price for that buyer and artwork for this long.
export const OFFER_HOLD_HOURS = 48;
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const EMOJIS = ['😀', '😂', '😍', '👍', '🎨', '🔥', '🙏', '❤️'] as const;

// ── Commerce (docs/product.md#entities-and-fields, docs/product.md#beyond-the-original-client) ───────────────────────
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
// Pay on delivery: an order stays 'pending' until marked paid (docs/product.md#beyond-the-original-client).
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'pending';
// Fulfilment (issue 16), beside the spec's payment status: placed → shipped → delivered, or placed → cancelled.
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
// 'cod' pays on delivery (always offered); 'online' pays through Razorpay when the server is configured for it.
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
// Local pickup (issue 19, decision 0017): 'ship' (default, as before) or 'pickup' from the artist's city, no shipping.
export const DELIVERY_METHODS = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
// What an order's timeline records.
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'payment_failed',
  'shipped',
  'delivered',
  'collected',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export const ORDER_ACTOR_ROLES = ['buyer', 'artist', 'admin', 'system'] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];
// An unpaid online order holds its stock this long; a shipped order counts as delivered after this long.
export const ONLINE_PAYMENT_HOLD_MINUTES = 30;
export const AUTO_DELIVERED_AFTER_DAYS = 14;
export const COURIER_MAX_LENGTH = 100;
export const TRACKING_NUMBER_MAX_LENGTH = 100;
export const CANCEL_REASON_MAX_LENGTH = 500;
// A checkout's idempotency key (a UUID in practice), picked by the client once per attempt.
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

// ── Notifications (issue 15) ─────────────────────────────────────────────────
// like, comment, review: on your artwork; follow: a new follower; sale: an order on your artwork; order: your
// order's status changed; message: a chat message while you had no chat open with that person; listing: an
// artwork in your cart, wishlist or offer was deleted by its artist (decision 0025).
// moderation: a moderator hid your artwork, comment or review, or decided on your request for a review (decision 0028).
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'review',
  'follow',
  'sale',
  'order',
  'message',
  'offer',
  'moderation',
  'listing',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
// The order changes a buyer hears about.
export const ORDER_NOTIFICATION_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderNotificationStatus = (typeof ORDER_NOTIFICATION_STATUSES)[number];
// POST /api/auth/notifications/read with {ids}: at most this many at once.
export const NOTIFICATION_READ_MAX_IDS = 500;
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

export const CURRENCY = { code: 'INR', locale: 'en-IN', symbol: '₹' } as const;

// ── Admin dashboard (Kala) ───────────────────────────────────────────────────
// The charts cover the last 30 days (today included, UTC days); the category chart shows the top 6.
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_CATEGORIES = 6;

// ── Layout (docs/product.md#screens-and-routes, docs/product.md#constants-and-limits) ────────────────────────────────
export const PLACEHOLDER_IMAGE_SIZE = 400;
export const ADMIN_SIDEBAR = { width: 240, collapsedWidth: 64 } as const;
export const ADMIN_MAX_THUMBNAILS = 2;
export const CAROUSEL = { slidesPerView: 1, spacing: 10 } as const;
// Filter drawer: 80 width units (Tailwind w-80), 0.3 s slide.
export const FILTER_DRAWER = { widthUnits: 80, slideMs: 300 } as const;
export const CHAT_WINDOW_HEIGHT_VH = 85;

// ── Query caching (docs/product.md#api-calls "Caching"), in milliseconds ───────────────────────
const MINUTE = 60_000;
export const CACHE = {
  adminLists: 5 * MINUTE,
  profile: 5 * MINUTE,
  homeFeed: 10 * MINUTE,
  cart: 10 * MINUTE,
  artworkDetails: 10 * MINUTE,
  search: 5 * MINUTE,
  publicProfile: 10 * MINUTE,
  chatHistory: 10 * MINUTE,
  default: 5 * MINUTE,
} as const;
// Every cached query except the admin lists retries once; none refetch on window focus.
export const QUERY_RETRY = 1;
export const REFETCH_ON_WINDOW_FOCUS = false;

// ── Artist studio (issue 19) ─────────────────────────────────────────────────
// The periods the studio offers (days, today included, IST days); a query may ask any span up to the maximum.
export const STUDIO_PERIODS = [7, 30, 90] as const;
export const STUDIO_DEFAULT_DAYS = 30;
export const STUDIO_MAX_DAYS = 366;
/** India's offset from UTC; India keeps no daylight saving, so every IST day is 24 hours from 18:30 UTC. */
export const IST_OFFSET_MINUTES = 330;

// ── Reports and moderation (issue 17) ────────────────────────────────────────
export const REPORT_TARGET_TYPES = ['artwork', 'comment', 'review', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['spam', 'nudity', 'harassment', 'copyright', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX_LENGTH = 1000;
// Why a moderator hid an artwork, comment or review (issue 34, decision 0028): one of these, and for 'other' a note.
export const MODERATION_REASONS = ['copyright', 'nudity', 'hateful', 'spam', 'misleading', 'other'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const MODERATION_NOTE_MAX_LENGTH = 500;
// An artist's request that moderators look again at a hidden work (issue 34, decision 0028).
export const REVIEW_REQUEST_MAX_LENGTH = 1000;
export const REVIEW_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];
/**
 * What the audit log records (issue 17): every moderation action and every admin edit of a person, artwork or order.
 */
export const AUDIT_ACTIONS = [
  'report.dismiss',
  // A moderator kept a hidden artwork hidden after its artist asked for a review (decision 0028).
  'review.decline',
  'content.hide',
  'content.unhide',
  'user.suspend',
  'user.unsuspend',
  'user.create',
  'user.update',
  'user.delete',
  'artwork.create',
  'artwork.update',
  'artwork.delete',
  'order.update',
  'order.cancel',
  'order.delete',
  // Not an admin's action: a payment of the wrong amount the gateway reported, refunded for the admins to see.
  'payment.mismatch_refunded',
  // An admin's correction of an order's ledger, with its reason (issue 37 item 5, decision 0035).
  'ledger.correct',
  // An upload held as looking like another artist's work (issue 38, decision 0041): published, or removed.
  'hold.publish',
  'hold.remove',
  // An admin's release or hold of an artist's transfer by hand, with its reason (issue 37 item 9, decision 0039).
  'payout.release',
  'payout.hold',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'order'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
