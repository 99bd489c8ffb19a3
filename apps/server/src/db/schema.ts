import type { Generated, Kysely } from 'kysely';

// Table types for Kysely. Conventions (see docs/decisions/0002-portable-schema.md):
// ids are UUIDv7 text; timestamps are ISO-8601 UTC text (sortable as text); booleans are 0/1 integers;
// money is integer paise. The same migrations then run unchanged on SQLite and PostgreSQL.

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  /** Moves on with every new password; tokens of an older version are refused (plugins/auth.ts). */
  session_version: Generated<number>;
  /** When the current e-mail address was confirmed; null until then (issue 17, migration 0009). */
  email_verified_at: string | null;
  name: string;
  bio: string;
  location: string;
  gender: string;
  age: number | null;
  pincode: number | null;
  phone: string;
  role: string;
  profile_image: string | null;
  /** Set while a moderator has suspended the account (issue 17, migration 0013). */
  suspended_at: string | null;
  /** 1 when the artist offers local pickup in their location (issue 19, migration 0016). */
  offers_pickup: Generated<number>;
  /** The language of the person's mails and pushes: 'hi', or null/'en' for English (issue 18, migration 0018). */
  language: Generated<string | null>;
  /** When their last chat socket closed; null if never (issue 35, migration 0034). */
  last_seen_at: string | null;
  /** 1 when they hide their chat presence, and so see no one's (issue 35, migration 0034). */
  hide_presence: Generated<number>;
  followers_count: Generated<number>;
  following_count: Generated<number>;
  /** When the person was asked for their mediums after registering (issue 38), or null: not yet. */
  onboarded_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A saved shipping address (issue 35, migration 0029); at most one per person has is_default = 1. */
export interface AddressesTable {
  id: string;
  user_id: string;
  name: string;
  address: string;
  city: string;
  /** '' when not given (an address saved from a checkout of a client that sends no state). */
  state: string;
  pincode: string;
  phone: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** A person blocked another (issue 17, migration 0012): in effect both ways. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface ArtworksTable {
  id: string;
  artist_id: string;
  title: string;
  description: string;
  /** JSON array of strings, as entered. */
  tags: string;
  category: string;
  location: string;
  price_paise: number;
  quantity: number;
  for_sale: number;
  is_sold: number;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  review_count: Generated<number>;
  rating_sum: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Set while a moderator hides it (issue 17): then only admins and its author see it. */
  hidden_at: string | null;
  /** Why a moderator hid it (decision 0028, migration 0033): one of MODERATION_REASONS, and a note. */
  hidden_reason: string | null;
  hidden_note: string | null;
  /** Set when its author deleted it after a moderator hid it: kept as evidence (migration 0023). */
  deleted_at: string | null;
  /** Set while its artist unlists it (issue 34, decision 0025): a draft only they and admins see. */
  unlisted_at: string | null;
  /** The art facts (migration 0031, docs/decisions/0026-art-facts.md): null when not given. Contract keys. */
  medium: string | null;
  surface: string | null;
  /** Sizes in integer tenths of size_unit ('cm' or 'in'), as the artist typed them. */
  height_tenths: number | null;
  width_tenths: number | null;
  depth_tenths: number | null;
  size_unit: string | null;
  weight_grams: number | null;
  year_created: number | null;
  framed: number | null;
  signed: number | null;
  /** 'original', 'limited' (edition_number of edition_size) or 'open'. */
  edition: string | null;
  edition_number: number | null;
  edition_size: number | null;
  /** Issue 40: the artist's description of the picture; the title stands in when null. */
  alt_text: string | null;
  /** Issue 38 (migration 0035): from the size, as the contract's sizeBandOf and orientationOf; null without one. */
  size_band: Generated<string | null>;
  orientation: Generated<string | null>;
  /** When the main image's colours were looked at (artwork_colours); null until then. */
  colours_at: Generated<string | null>;
}

/** The dominant colour swatches of an artwork's main image (migration 0035), rank 0 the most dominant. */
export interface ArtworkColoursTable {
  artwork_id: string;
  colour: string;
  rank: number;
}

/** Every change of an artwork's price, append-only, written with the change (migration 0030). */
export interface ArtworkPriceHistoryTable {
  id: string;
  artwork_id: string;
  old_price_paise: number;
  new_price_paise: number;
  changed_by: string | null;
  changed_at: string;
}

export interface ArtworkImagesTable {
  id: string;
  artwork_id: string;
  position: number;
  /** Content hash; files live at media/<hash>-<width>.webp for each width in `widths`. */
  hash: string;
  /** Comma-separated widths that exist for this image, ascending. */
  widths: string;
  width: number;
  height: number;
  created_at: string;
  /**
   * 64-bit perceptual hash, 16 hex digits (docs/decisions/0041-stolen-art-guard.md, migration 0042); null for a
   * picture too flat to have one, or one not looked at yet.
   */
  phash: Generated<string | null>;
  /** The hash's four 16-bit bands, most significant first, each indexed for the look-up. */
  phash_0: Generated<number | null>;
  phash_1: Generated<number | null>;
  phash_2: Generated<number | null>;
  phash_3: Generated<number | null>;
  /** When the image was hashed; null: not yet (the job at start does it). */
  phash_at: Generated<string | null>;
}

/** An upload held for review because it looks like another artist's work (decision 0041, migration 0042). */
export interface ArtworkHoldsTable {
  artwork_id: string;
  original_artwork_id: string | null;
  original_artist_id: string;
  distance: number;
  explanation: Generated<string>;
  explained_at: string | null;
  /** 'open' | 'published' | 'removed' */
  status: Generated<string>;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface LikesTable {
  user_id: string;
  artwork_id: string;
  created_at: string;
}

export interface CommentsTable {
  id: string;
  artwork_id: string;
  user_id: string;
  content: string;
  created_at: string;
  /** Set while a moderator hides it (issue 17): then only admins and its author see it. */
  hidden_at: string | null;
  /** Why a moderator hid it (decision 0028, migration 0033): one of MODERATION_REASONS, and a note. */
  hidden_reason: string | null;
  hidden_note: string | null;
  /** Set when its author deleted it after a moderator hid it: kept as evidence (migration 0023). */
  deleted_at: string | null;
}

export interface ReviewsTable {
  id: string;
  artwork_id: string;
  reviewer_id: string;
  rating: number;
  comment: string;
  created_at: string;
  /** Set while a moderator hides it (issue 17): then only admins and its author see it. */
  hidden_at: string | null;
  /** Why a moderator hid it (decision 0028, migration 0033): one of MODERATION_REASONS, and a note. */
  hidden_reason: string | null;
  hidden_note: string | null;
}

export interface WishlistItemsTable {
  user_id: string;
  artwork_id: string;
  created_at: string;
}

export interface CartItemsTable {
  id: string;
  user_id: string;
  artwork_id: string;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface CheckoutsTable {
  id: string;
  user_id: string;
  idempotency_key: string;
  created_at: string;
}

// Orders keep a snapshot of what was bought and by whom, so deleting an artwork or a user keeps the history.
export interface OrdersTable {
  id: string;
  checkout_id: string;
  buyer_id: string | null;
  artist_id: string | null;
  artwork_id: string | null;
  artwork_title: string;
  unit_price_paise: number;
  quantity: number;
  total_paise: number;
  payment_status: string;
  buyer_username: string;
  buyer_name: string;
  buyer_location: string;
  shipping_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_pincode: string;
  shipping_phone: string;
  /** '' for orders placed before checkout asked for the state (issue 35, migration 0029). */
  shipping_state: Generated<string>;
  created_at: string;
  updated_at: string;
  status: Generated<string>;
  payment_method: Generated<string>;
  /** 'ship' or 'pickup' (issue 19, migration 0016). */
  delivery_method: Generated<string>;
  courier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  hold_expires_at: string | null;
  refund_status: string | null;
  refund_id: string | null;
  /** The accepted offer whose price it was bought at, given back if it is cancelled (issue 19, migration 0020). */
  offer_id: string | null;
  /** The shipping this line carries, inside total_paise (issue 34 item 3, migration 0032): one line per artist. */
  shipping_paise: Generated<number>;
  /** Kala's fee in force when it was placed, in basis points (issue 37 item 2, migration 0037); 0 before. */
  fee_bps: Generated<number>;
  /** Kala's fee on its artwork price at fee_bps, rounded half up (contract platformFeePaise). */
  fee_paise: Generated<number>;
}

/** The last number given in an invoice series (migration 0041, docs/taxes.md). */
export interface InvoiceSeriesTable {
  series: string;
  last_number: number;
}

/**
 * What an invoice and a credit note both are (migrations 0041, 0046, docs/taxes.md): a document numbered gap-free
 * in its series, of an order, stored as issued (`document`, the contract's document as JSON) and never updated.
 */
interface IssuedDocumentColumns {
  id: string;
  number: string;
  series: string;
  seq: number;
  role: string;
  kind: string;
  order_id: string;
  artist_id: string | null;
  buyer_id: string | null;
  total_paise: number;
  document: string;
  issued_at: string;
}

/** An invoice as issued (migration 0041): `document` is the contract's InvoiceDocument. */
export interface InvoicesTable extends IssuedDocumentColumns {}

/** A credit note against an issued invoice, on a refund (migration 0046): `document` is a CreditNoteDocument. */
export interface CreditNotesTable extends IssuedDocumentColumns {
  invoice_id: string;
  refund_id: string;
}

/** One movement of money (migration 0037, docs/decisions/0035-ledger.md): append-only, never updated. */
export interface LedgerEntriesTable {
  id: string;
  order_id: string;
  artist_id: string | null;
  /** A contract LEDGER_KINDS value. */
  kind: string;
  /** Signed from the artist's side of the order. */
  amount_paise: number;
  /** With order_id and kind, what makes a retried event write nothing twice ('' for a sale's own entries). */
  ref: string;
  reason: string | null;
  admin_id: string | null;
  created_at: string;
}

/** Kala's transfer of an online order's share to its artist through Razorpay Route (migration 0040, decision 0039). */
export interface TransfersTable {
  id: string;
  order_id: string;
  artist_id: string | null;
  share_paise: number;
  amount_paise: number | null;
  deducted_paise: number | null;
  returns_days: number;
  /** pending, requesting, made, failed, cancelled. */
  state: string;
  claimed_at: string | null;
  gateway_transfer_id: string | null;
  gateway_status: string | null;
  on_hold: Generated<number>;
  released_at: string | null;
  admin_hold: Generated<number>;
  hold_reason: string | null;
  failure_reason: string | null;
  /** When the sweep last asked the gateway whether this released transfer was settled (migration 0045). */
  settlement_checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The settlement that paid a transfer out to the artist's bank, once per transfer (migration 0045). */
export interface TransferSettlementsTable {
  id: string;
  transfer_id: string;
  order_id: string;
  artist_id: string | null;
  /** Razorpay's settlement id (setl_…). */
  settlement_id: string;
  /** The bank's reference of the settlement, when the gateway gave one. */
  utr: string | null;
  amount_paise: number;
  /** webhook or sweep. */
  source: string;
  settled_at: string;
  created_at: string;
}

/** A reversal of a transfer that a refund asks for (migration 0040). */
export interface TransferReversalsTable {
  id: string;
  transfer_id: string;
  order_id: string;
  ref: string;
  take_back_paise: number;
  amount_paise: number | null;
  /** pending, requesting, done. */
  state: string;
  claimed_at: string | null;
  gateway_reversal_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A certificate of authenticity (migration 0038, docs/certificates.md): the signed fields as signed. */
export interface CertificatesTable {
  number: string;
  order_id: string;
  artwork_id: string | null;
  /** The canonical JSON of the contract's CertificateFields that `signature` signs. */
  fields: string;
  /** Ed25519 signature over `fields`, base64url. */
  signature: string;
  key_id: string;
  show_buyer_name: Generated<number>;
  issued_at: string;
  updated_at: string;
}

/** An artist's shipping profile (migration 0032); no row: the defaults (decision 0027). */
export interface ShippingProfilesTable {
  user_id: string;
  free: number;
  city_paise: number;
  state_paise: number;
  india_paise: number;
  processing_days: number;
  /** 0: no returns. */
  returns_days: number;
  updated_at: string;
}

/** An artwork's own shipping (migration 0032); null columns follow the artist's profile. */
export interface ArtworkShippingTable {
  artwork_id: string;
  /** 'profile', 'free' or 'rates'. */
  mode: string;
  city_paise: number | null;
  state_paise: number | null;
  india_paise: number | null;
  processing_days: number | null;
  /** 0: no returns; null: the profile's. */
  returns_days: number | null;
  updated_at: string;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  type: string;
  actor_role: string;
  actor_id: string | null;
  note: string | null;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  checkout_id: string;
  provider: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}

export interface ChatMessagesTable {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  client_id: string | null;
  created_at: string;
  read_at: string | null;
  /** Set when the message is an offer card (migration 0014). */
  offer_id: string | null;
}

/** An offer made in chat (issue 19, migration 0014). */
export interface OffersTable {
  id: string;
  artwork_id: string;
  buyer_id: string;
  artist_id: string;
  sender_id: string;
  amount_paise: number;
  status: 'pending' | 'accepted' | 'declined' | 'countered' | 'expired';
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  used_at: string | null;
}

/** A person's report of an item (issue 17, migration 0013). status: 'open' | 'dismissed' | 'actioned'. */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: string;
  target_id: string;
  target_user_id: string | null;
  reason: string;
  details: string;
  status: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** An author's request for a review of their hidden work (decision 0028, migration 0033). */
export interface ReviewRequestsTable {
  id: string;
  target_type: string;
  target_id: string;
  user_id: string;
  message: string;
  /** 'open' | 'accepted' | 'declined' */
  status: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** One admin action (issue 17): who did what to which item, in a sentence. */
export interface AdminAuditTable {
  id: string;
  actor_id: string | null;
  actor_username: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON: { name?, fields?, reports? } */
  details: string;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** sha256 of the token; the token itself is only ever in the mail. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A link that confirms an e-mail address (issue 17): like password_resets, for the address it was sent to. */
export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  recipient_id: string;
  type: string;
  actor_id: string | null;
  artwork_id: string | null;
  order_id: string | null;
  /** JSON: what the sentence needs beyond the references (see notifications.repository.ts). */
  detail: string;
  count: number;
  open_key: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NotificationSettingsTable {
  user_id: string;
  type: string;
  email: number;
  push: number;
}

export interface OutboxTable {
  id: string;
  /** 'email' | 'push' */
  channel: string;
  kind: string;
  user_id: string;
  ref_id: string;
  dedupe_key: string | null;
  /** 'pending' | 'sent' | 'skipped' | 'failed' */
  status: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /** Sends to this endpoint that failed in a row; at PUSH_MAX_FAILURES the subscription is dropped. */
  failures: Generated<number>;
}

/** Counted artwork page views per IST day (features/views/). */
export interface ArtworkViewsDailyTable {
  artwork_id: string;
  /** IST day, YYYY-MM-DD. */
  day: string;
  views: number;
}

/** Who was counted today: a keyed hash that changes daily, never an address or id; past days are deleted. */
export interface ArtworkViewSeenTable {
  day: string;
  artwork_id: string;
  viewer: string;
}

/** Item-to-item co-occurrence (issue 38, decision 0042), both directions. */
export interface ArtworkPairsTable {
  artwork_id: string;
  other_id: string;
  score: number;
}

/** A signed-in person's latest view of an artwork (For you's "Because you viewed"). */
export interface RecentViewsTable {
  user_id: string;
  artwork_id: string;
  viewed_at: string;
}

/** Time-decayed engagement of the works with any lately (the trending list), rewritten by a job. */
export interface ArtworkTrendTable {
  artwork_id: string;
  score: number;
}

/** The mediums a person picked after registering. */
export interface UserMediumsTable {
  user_id: string;
  medium: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  follows: FollowsTable;
  artworks: ArtworksTable;
  artwork_images: ArtworkImagesTable;
  artwork_colours: ArtworkColoursTable;
  artwork_holds: ArtworkHoldsTable;
  likes: LikesTable;
  comments: CommentsTable;
  reviews: ReviewsTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  certificates: CertificatesTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  ledger_entries: LedgerEntriesTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  transfers: TransfersTable;
  transfer_reversals: TransferReversalsTable;
  transfer_settlements: TransferSettlementsTable;
  webhook_events: WebhookEventsTable;
  chat_messages: ChatMessagesTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  artwork_views_daily: ArtworkViewsDailyTable;
  artwork_view_seen: ArtworkViewSeenTable;
  artwork_pairs: ArtworkPairsTable;
  recent_views: RecentViewsTable;
  artwork_trend: ArtworkTrendTable;
  user_mediums: UserMediumsTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  review_requests: ReviewRequestsTable;
  admin_audit: AdminAuditTable;
  offers: OffersTable;
  addresses: AddressesTable;
  artwork_price_history: ArtworkPriceHistoryTable;
  shipping_profiles: ShippingProfilesTable;
  artwork_shipping: ArtworkShippingTable;
  payout_accounts: PayoutAccountsTable;
}

/** An artist's payout details and their Razorpay Route linked account (migration 0036, decision 0034). */
export interface PayoutAccountsTable {
  user_id: string;
  legal_name: string;
  /** AES-256-GCM sealed (lib/secret-box.ts); never the plaintext. */
  pan_sealed: string;
  pan_last4: string;
  account_sealed: string;
  account_last4: string;
  ifsc: string;
  /** Sealed too: a GSTIN holds the PAN. */
  gstin_sealed: string | null;
  gstin_last4: string | null;
  phone: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  reference_id: string;
  account_claimed_at: string | null;
  gateway_account_id: string | null;
  stakeholder_id: string | null;
  product_id: string | null;
  settlement_synced: Generated<number>;
  status: string;
  status_at: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The database as Kysely types it. Here, beside the tables, so db/prepared.ts needs nothing of db/database.ts. */
export type Db = Kysely<Database>;
