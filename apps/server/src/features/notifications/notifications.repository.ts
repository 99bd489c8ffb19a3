import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  type ModerationReason,
  MSG,
  NOTIFY,
  type Notification,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type NotificationType,
  type OrderNotificationStatus,
  notificationTypeSchema,
  type Texts,
} from '@kala/contract';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/prepared';
import { newId, nowIso } from '../../lib/ids';
import { toImageJson } from '../../lib/images';
import { readLanguage, textsFor } from '../../lib/language';
import { decodeCursor, encodeCursor, newestFirst, takePage } from '../../lib/paging';
import { visibleNotifications } from '../../lib/visibility';
import { type ImageRow, mainImageOf } from '../artworks/artworks.repository';

/** What a sentence needs beyond the references, kept as JSON in `detail`. */
export interface NotificationDetail {
  /** The artwork's title when it happened: the entry still reads right after the artwork is deleted. */
  title?: string;
  status?: OrderNotificationStatus;
  quantity?: number;
  /** An offer's step and amount in rupees (issue 19). */
  offerStep?: 'pending' | 'countered' | 'accepted';
  amount?: number;
  /** What a moderator did to the recipient's artwork, comment or review, and why (decision 0028). */
  moderation?: {
    kind: 'artwork' | 'comment' | 'review';
    /**
     * Issue 38 (decision 0041) adds three about an upload that looks like another artist's work: 'held' to its
     * uploader, 'lookalike' to the artist of the work it looks like, 'review' to every admin.
     */
    step: 'hidden' | 'restored' | 'kept' | 'held' | 'lookalike' | 'review';
    reason?: ModerationReason | null;
    note?: string;
  };
}

export interface NewNotification {
  recipientId: string;
  type: NotificationType;
  actorId: string | null;
  artworkId?: string | null;
  orderId?: string | null;
  detail?: NotificationDetail;
  /**
   * Entries with the same key collapse into one (count + 1, newest actor, moved to the top) while the open one
   * is unread and, with `since`, was last touched after `since`.
   */
  collapse?: { key: string; since?: string };
}

/** Stores a notification, or folds it into the open entry it collapses with. Answers the entry's id. */
export async function insertNotification(db: Db, n: NewNotification): Promise<string> {
  const now = nowIso();
  const openKey = n.collapse?.key ?? null;
  if (openKey && n.collapse?.since) {
    // An open entry older than the window stops collapsing; this event starts a new entry.
    await db
      .updateTable('notifications')
      .set({ open_key: null })
      .where('recipient_id', '=', n.recipientId)
      .where('open_key', '=', openKey)
      .where('created_at', '<', n.collapse.since)
      .execute();
  }
  const row = await db
    .insertInto('notifications')
    .values({
      id: newId(),
      recipient_id: n.recipientId,
      type: n.type,
      actor_id: n.actorId,
      artwork_id: n.artworkId ?? null,
      order_id: n.orderId ?? null,
      detail: JSON.stringify(n.detail ?? {}),
      count: 1,
      open_key: openKey,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['recipient_id', 'open_key']).doUpdateSet((eb) => ({
        count: eb('notifications.count', '+', 1),
        actor_id: eb.ref('excluded.actor_id'),
        detail: eb.ref('excluded.detail'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const baseQuery = (db: Db) =>
  db
    .selectFrom('notifications as n')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .leftJoin('artworks as artwork', 'artwork.id', 'n.artwork_id')
    .select([
      'n.id',
      'n.type',
      'n.actor_id',
      'n.artwork_id',
      'n.order_id',
      'n.detail',
      'n.count',
      'n.created_at',
      'n.read_at',
      'actor.username as actor_username',
      'actor.profile_image as actor_profile_image',
      'artwork.title as artwork_title',
    ])
    // The artwork's main image, as JSON: SQLite answers text, PostgreSQL an object.
    .select(mainImageOf(db, 'artwork.id').as('artwork_image'));

type NotificationRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** The sentences of one language (NOTIFY.text of its tables). */
export type NotificationTexts = Texts['NOTIFY']['text'];

/** The sentence of an entry, from its row, in the language of `text` (English by default). */
export function notificationText(
  type: NotificationType,
  actorName: string | null,
  count: number,
  detail: NotificationDetail,
  currentTitle: string | null,
  text: NotificationTexts = NOTIFY.text,
): string {
  const actor = actorName ?? text.someone;
  const title = currentTitle ?? detail.title ?? null;
  switch (type) {
    case 'like':
      return text.like(actor, count, title);
    case 'comment':
      return text.comment(actor, title);
    case 'review':
      return text.review(actor, title);
    case 'follow':
      return text.follow(actor);
    case 'sale':
      // A sale entry with a status is a later step the buyer took (cancelled, received).
      if (detail.status === 'cancelled' || detail.status === 'delivered') {
        return text.saleStep(actor, detail.status, title);
      }
      return text.sale(actor, title, detail.quantity ?? 1);
    case 'order':
      return text.order(detail.status ?? 'paid', title);
    case 'message':
      return text.message(actor, count);
    case 'offer':
      return text.offer(actor, detail.offerStep ?? 'pending', MSG.offers.rupeesText(detail.amount ?? 0), title);
    case 'moderation': {
      const m = detail.moderation ?? { kind: 'artwork', step: 'hidden' };
      if (m.step === 'restored') return text.moderationRestored(m.kind, title);
      if (m.step === 'kept') return text.moderationKept(m.kind, title);
      if (m.step === 'held') return text.lookalikeHeld(title);
      if (m.step === 'lookalike') return text.lookalikeOfYours(title);
      if (m.step === 'review') return text.lookalikeToReview(title);
      return text.moderationHidden(m.kind, title, text.moderationReasons[m.reason ?? 'other'], m.note ?? '');
    }
    case 'listing':
      // The artwork is gone by the time this is read: its title was kept in the detail.
      return text.listingRemoved(detail.title ?? null);
  }
}

function toNotifications(rows: readonly NotificationRow[], text: NotificationTexts): Notification[] {
  return rows.map((row) => {
    const type = notificationTypeSchema.parse(row.type);
    const detail = JSON.parse(row.detail) as NotificationDetail;
    const image: ImageRow | null =
      typeof row.artwork_image === 'string' ? JSON.parse(row.artwork_image) : row.artwork_image;
    return {
      id: row.id,
      type,
      actor:
        row.actor_id && row.actor_username !== null
          ? { id: row.actor_id, username: row.actor_username, profileImage: row.actor_profile_image }
          : null,
      artwork:
        row.artwork_id && row.artwork_title !== null
          ? { id: row.artwork_id, title: row.artwork_title, image: image ? toImageJson(image) : null }
          : null,
      orderId: row.order_id,
      text: notificationText(type, row.actor_username, row.count, detail, row.artwork_title, text),
      createdAt: row.created_at,
      readAt: row.read_at,
      count: row.count,
    };
  });
}

/** One entry, its sentence in the language of `text`. */
export async function findNotification(
  db: Db,
  id: string,
  text: NotificationTexts = NOTIFY.text,
): Promise<Notification | undefined> {
  const row = await baseQuery(db).where('n.id', '=', id).executeTakeFirst();
  return row ? toNotifications([row], text)[0] : undefined;
}

/** The sentences in the language a person chose (users.language), for what reaches them outside a request. */
export async function notificationTextsOf(db: Db, userId: string): Promise<NotificationTexts> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return textsFor(readLanguage(row?.language)).NOTIFY.text;
}

/** A person's notifications, newest first, keyset-paged by (created_at, id). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
  text: NotificationTexts = NOTIFY.text,
): Promise<{ notifications: Notification[]; next: string | null }> {
  const [afterCreatedAt, afterId] =
    page.cursor === undefined ? ['', ''] : (decodeCursor(page.cursor, ['string', 'string']) as [string, string]);
  const rows = await notificationsPage(
    db,
    { userId, afterCreatedAt, afterId },
    { limit: page.limit, after: page.cursor !== undefined },
  );
  const { rows: kept, next } = takePage(rows, page.limit, (last) => encodeCursor([last.created_at, last.id]));
  return { notifications: toNotifications(kept, text), next };
}

// Prepared (issue 21): every signed-in page asks for it; its plan, the recipient's newest entries by index, is the
// same for everyone, so PostgreSQL may keep one.
const notificationsPage = preparedRead(
  (
    db,
    { userId, afterCreatedAt, afterId }: { userId: string; afterCreatedAt: string; afterId: string },
    { limit, after }: { limit: number; after: boolean },
  ) =>
    newestFirst(
      // Issue 17: nothing of a suspended person's, nor of a hidden comment or review.
      baseQuery(db).where('n.recipient_id', '=', userId).where(visibleNotifications('n')),
      { createdAt: 'n.created_at', id: 'n.id' },
      limit,
      after ? [afterCreatedAt, afterId] : null,
    ),
  { named: true },
);

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .where(visibleNotifications('notifications'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks a person's unread notifications read: those of `ids` (others' ids are ignored), all of them without
 * `ids`, or those of one type from one actor (`from`: a chat opened with that person). Answers the ids marked.
 */
export async function markRead(
  db: Db,
  userId: string,
  which: { ids?: readonly string[]; from?: { type: NotificationType; actorId: string } },
): Promise<string[]> {
  if (which.ids && which.ids.length === 0) return [];
  let query = db
    .updateTable('notifications')
    .set({ read_at: nowIso(), open_key: null })
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null);
  if (which.ids) query = query.where('id', 'in', [...which.ids]);
  if (which.from) query = query.where('type', '=', which.from.type).where('actor_id', '=', which.from.actorId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

export async function isUnread(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirst();
  return row !== undefined && row.read_at === null;
}

/** Deletes notifications older than `before` (they are kept 90 days). */
export async function deleteNotificationsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('notifications').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ── Settings ────────────────────────────────────────────────────────────────

export async function loadSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const rows = await db
    .selectFrom('notification_settings')
    .select(['type', 'email', 'push'])
    .where('user_id', '=', userId)
    .execute();
  const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  for (const row of rows) {
    const type = notificationTypeSchema.safeParse(row.type);
    if (type.success) settings[type.data] = { email: row.email === 1, push: row.push === 1 };
  }
  return settings;
}

/** Applies a patch (what it leaves out keeps its value) and answers the whole settings. */
export async function saveSettings(
  db: Db,
  userId: string,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  return db.transaction().execute(async (tx) => {
    const settings = await loadSettings(tx, userId);
    for (const type of NOTIFICATION_TYPES) {
      const change = patch[type];
      if (!change) continue;
      const next = { ...settings[type], ...change };
      settings[type] = next;
      await tx
        .insertInto('notification_settings')
        .values({ user_id: userId, type, email: next.email ? 1 : 0, push: next.push ? 1 : 0 })
        .onConflict((oc) =>
          oc.columns(['user_id', 'type']).doUpdateSet({ email: next.email ? 1 : 0, push: next.push ? 1 : 0 }),
        )
        .execute();
    }
    return settings;
  });
}

/** Switches one type's e-mail off (the unsubscribe link); answers false for an unknown person. */
export async function switchEmailOff(db: Db, userId: string, type: NotificationType): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await saveSettings(db, userId, { [type]: { email: false } });
  return true;
}

/** A person keeps push subscriptions on this many browsers; a new one beyond it replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_PERSON = 5;

/**
 * Stores one browser's subscription. Subscribing the same endpoint again (a refreshed key, another person signing
 * in on that browser) updates its row, moves it to this person and makes it their newest, so a browser that
 * re-subscribes always keeps working; a new endpoint beyond the cap replaces the person's least recently
 * subscribed one, which is the likeliest to be a browser they no longer use.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('push_subscriptions')
      .values({ id: newId(), user_id: userId, endpoint, p256dh, auth, created_at: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, created_at: now, failures: 0 }),
      )
      .execute();
    const beyondCap = await tx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(PUSH_SUBSCRIPTIONS_PER_PERSON)
      .limit(1000)
      .execute();
    if (beyondCap.length > 0) {
      await tx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          beyondCap.map((row) => row.id),
        )
        .execute();
    }
  });
}

export async function hasVerifiedEmail(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return row?.email_verified_at != null;
}

export async function hasPushSubscription(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Puts one mail or push in the outbox; a row with the same dedupe key already waiting makes this a no-op. */
export async function enqueue(
  db: Db,
  row: { channel: 'email' | 'push'; kind: string; userId: string; refId: string; dedupeKey: string; delayMs?: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      channel: row.channel,
      kind: row.kind,
      user_id: row.userId,
      ref_id: row.refId,
      dedupe_key: row.dedupeKey,
      status: 'pending',
      attempts: 0,
      next_attempt_at: new Date(Date.now() + (row.delayMs ?? 0)).toISOString(),
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** The artist and title of an artwork, or undefined. */
export async function artworkOwner(db: Db, artworkId: string) {
  return db.selectFrom('artworks').select(['artist_id', 'title']).where('id', '=', artworkId).executeTakeFirst();
}

/** The orders of a checkout, with what their sale entries and receipt say. */
export function ordersToTell(db: Db, checkoutId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'buyer_id', 'artist_id', 'artwork_id', 'artwork_title', 'quantity'])
    .where('checkout_id', '=', checkoutId)
    .execute();
}

/** What an entry about one order says and whom it goes to, or undefined. */
export function orderToTell(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['buyer_id', 'artist_id', 'artwork_id', 'artwork_title', 'quantity'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
