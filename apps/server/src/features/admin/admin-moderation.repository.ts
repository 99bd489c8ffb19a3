import type {
  ModerationItem,
  ModerationReason,
  ModerationTarget,
  ReportReason,
  ReportTargetType,
} from '@kala/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { DELETED_USER_ID, isSuspendedUser } from '../users/users.repository';
import { moveCommentCount } from '../comments/comments.repository';
import { moveReviewTotals } from '../reviews/reviews.repository';
import { openHolds } from '../artworks/lookalike.repository';

/** At most this many reported items in the queue at once, most recently reported first. */
export const MODERATION_QUEUE_MAX = 100;

/**
 * The open reports, one entry per reported item, with the item itself as a moderator needs to judge it; and the
 * hidden items whose authors asked for a review (decision 0028), with their words, whether reported or not.
 */
export async function loadQueue(db: Db): Promise<ModerationItem[]> {
  const reported = await db
    .selectFrom('reports')
    .select((eb) => [
      'target_type',
      'target_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('created_at').as('last'),
      eb.fn.max('target_user_id').as('owner_id'),
    ])
    .where('status', '=', 'open')
    .groupBy(['target_type', 'target_id'])
    .orderBy('last', 'desc')
    .limit(MODERATION_QUEUE_MAX)
    .execute();
  const requests = await db
    .selectFrom('review_requests')
    .select(['target_type', 'target_id', 'user_id', 'message', 'created_at', 'status'])
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .limit(MODERATION_QUEUE_MAX)
    .execute();
  const key = (type: string, id: string) => `${type}:${id}`;
  const requestOf = new Map(requests.map((r) => [key(r.target_type, r.target_id), r]));
  const groups = [
    ...reported.map((g) => ({ ...g, count: Number(g.count) })),
    ...requests
      .filter((r) => !reported.some((g) => key(g.target_type, g.target_id) === key(r.target_type, r.target_id)))
      .map((r) => ({
        target_type: r.target_type,
        target_id: r.target_id,
        count: 0,
        last: r.created_at,
        owner_id: r.user_id,
      })),
  ]
    .map((g) => {
      const request = requestOf.get(key(g.target_type, g.target_id));
      return { ...g, last: request && request.created_at > g.last ? request.created_at : g.last, request };
    })
    .sort((a, b) => (a.last < b.last ? 1 : a.last > b.last ? -1 : 0))
    .slice(0, MODERATION_QUEUE_MAX);
  if (groups.length === 0) return withHolds(db, []);
  const reports = await db
    .selectFrom('reports')
    .select(['target_type', 'target_id', 'reason', 'details', 'created_at'])
    .where('status', '=', 'open')
    .where(
      'target_id',
      'in',
      groups.map((group) => group.target_id),
    )
    .orderBy('created_at', 'desc')
    .execute();
  const items: ModerationItem[] = [];
  for (const group of groups) {
    const mine = reports.filter((r) => r.target_type === group.target_type && r.target_id === group.target_id);
    const reasons = new Map<ReportReason, number>();
    for (const r of mine) reasons.set(r.reason as ReportReason, (reasons.get(r.reason as ReportReason) ?? 0) + 1);
    const owner = group.owner_id
      ? await db
          .selectFrom('users')
          .select(['id', 'username', 'suspended_at'])
          .where('id', '=', group.owner_id)
          .executeTakeFirst()
      : undefined;
    const targetType = group.target_type as ReportTargetType;
    items.push({
      targetType,
      targetId: group.target_id,
      count: group.count,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      details: mine.map((r) => r.details).filter((d) => d !== ''),
      lastReportedAt: group.last,
      owner: owner ? { id: owner.id, username: owner.username, suspended: owner.suspended_at !== null } : null,
      content: await loadContent(db, targetType, group.target_id),
      reviewRequest: group.request
        ? { message: group.request.message, createdAt: group.request.created_at, status: 'open' }
        : null,
    });
  }
  return withHolds(db, items);
}

/**
 * The queue with the uploads held as looking like another artist's work (decision 0041): each with both works
 * side by side, on the item of that artwork when it is also reported, else as an item of its own; newest first.
 */
async function withHolds(db: Db, items: ModerationItem[]): Promise<ModerationItem[]> {
  const holds = await openHolds(db, MODERATION_QUEUE_MAX);
  if (holds.length === 0) return items;
  const all = [...items];
  for (const { ownerId, ...hold } of holds) {
    const same = all.find((item) => item.targetType === 'artwork' && item.targetId === hold.upload.id);
    if (same) {
      same.hold = hold;
      continue;
    }
    const owner = await db
      .selectFrom('users')
      .select(['id', 'username', 'suspended_at'])
      .where('id', '=', ownerId)
      .executeTakeFirst();
    all.push({
      targetType: 'artwork',
      targetId: hold.upload.id,
      count: 0,
      reasons: [],
      details: [],
      lastReportedAt: hold.createdAt,
      owner: owner ? { id: owner.id, username: owner.username, suspended: owner.suspended_at !== null } : null,
      content: await loadContent(db, 'artwork', hold.upload.id),
      reviewRequest: null,
      hold,
    });
  }
  return all
    .sort((a, b) => (a.lastReportedAt < b.lastReportedAt ? 1 : a.lastReportedAt > b.lastReportedAt ? -1 : 0))
    .slice(0, MODERATION_QUEUE_MAX);
}

/** Whether an item is hidden, and why (decision 0028). */
function hiddenOf(row: { hidden_at: string | null; hidden_reason: string | null; hidden_note: string | null }) {
  return {
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_at !== null ? (row.hidden_reason as ModerationReason | null) : null,
    hiddenNote: row.hidden_at !== null ? (row.hidden_note ?? '') : '',
  };
}

async function loadContent(db: Db, type: ReportTargetType, id: string): Promise<ModerationItem['content']> {
  const product = (artworkId: string) => `/products/${encodeURIComponent(artworkId)}`;
  switch (type) {
    case 'artwork': {
      const row = await db
        .selectFrom('artworks')
        .select(['title', 'hidden_at', 'hidden_reason', 'hidden_note'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.title, link: product(id), ...hiddenOf(row) } : null;
    }
    case 'comment': {
      const row = await db
        .selectFrom('comments')
        .select(['content', 'artwork_id', 'hidden_at', 'hidden_reason', 'hidden_note'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.content, link: product(row.artwork_id), ...hiddenOf(row) } : null;
    }
    case 'review': {
      const row = await db
        .selectFrom('reviews')
        .select(['comment', 'artwork_id', 'hidden_at', 'hidden_reason', 'hidden_note'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.comment, link: product(row.artwork_id), ...hiddenOf(row) } : null;
    }
    case 'user': {
      const row = await db
        .selectFrom('users')
        .select(['name', 'username', 'suspended_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            text: row.name || row.username,
            link: `/profile/${encodeURIComponent(row.username)}`,
            hidden: row.suspended_at !== null,
          }
        : null;
    }
    case 'message': {
      const row = await db.selectFrom('chat_messages').select('content').where('id', '=', id).executeTakeFirst();
      return row ? { text: row.content, link: null, hidden: false } : null;
    }
  }
}

/** Closes the open reports of an item as dismissed or actioned; how many were open. */
export async function resolveReports(
  db: Db,
  target: ModerationTarget,
  status: 'dismissed' | 'actioned',
  adminId: string,
): Promise<number> {
  const rows = await db
    .updateTable('reports')
    .set({ status, resolved_at: nowIso(), resolved_by: adminId })
    .where('status', '=', 'open')
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .returning('id')
    .execute();
  return rows.length;
}

const hideable = { artwork: 'artworks', comment: 'comments', review: 'reviews' } as const;

// An artwork's comment_count, review_count and rating_sum count what a visitor sees (issue 17): a hidden comment
// or review, or one whose author is suspended, is out of them. Each change moves them in the same transaction as
// the row, and only when the state really changed, so a repeated hide or suspension counts once.

/**
 * Whether the artwork or comment is one its author deleted while hidden: kept as evidence, never to be shown
 * again (issue 32), so it cannot be unhidden.
 */
export async function deletedByAuthor(db: Db, type: keyof typeof hideable, id: string): Promise<boolean> {
  if (type === 'review') return false;
  const kept = await db
    .selectFrom(type === 'artwork' ? 'artworks' : 'comments')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return kept !== undefined;
}

/** Why a moderator hid something (decision 0028); stored with `hidden_at`, cleared when it is shown again. */
export interface HideReason {
  reason: ModerationReason;
  note: string;
}

/** What `setHidden` found: whose item it is and on which artwork, and whether its state really changed. */
export interface HiddenTarget {
  authorId: string;
  artworkId: string;
  changed: boolean;
}

/**
 * Hides (with its reason) or shows again an artwork, comment or review; null when there is no such item. A second
 * hide changes nothing (`changed` false), not even the reason.
 */
export async function setHidden(
  db: Db,
  type: keyof typeof hideable,
  id: string,
  hidden: boolean,
  why?: HideReason,
): Promise<HiddenTarget | null> {
  const hiddenAt = hidden ? nowIso() : null;
  const reason = {
    hidden_reason: hidden ? (why?.reason ?? null) : null,
    hidden_note: hidden ? (why?.note ?? '') : null,
  };
  const before = hidden ? 'is' : 'is not';
  const step = hidden ? -1 : 1;
  return db.transaction().execute(async (tx) => {
    if (type === 'artwork') {
      const row = await tx.selectFrom('artworks').select(['id', 'artist_id']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const changed = await tx
        .updateTable('artworks')
        .set({ hidden_at: hiddenAt, ...reason })
        .where('id', '=', id)
        .where('hidden_at', before, null)
        .executeTakeFirst();
      return { authorId: row.artist_id, artworkId: id, changed: Number(changed.numUpdatedRows) > 0 };
    }
    if (type === 'comment') {
      const row = await tx
        .selectFrom('comments')
        .select(['user_id', 'artwork_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const changed = await tx
        .updateTable('comments')
        .set({ hidden_at: hiddenAt, ...reason })
        .where('id', '=', id)
        .where('hidden_at', before, null)
        .returning(['artwork_id', 'user_id'])
        .executeTakeFirst();
      if (changed && !(await isSuspendedUser(tx, changed.user_id))) {
        await moveCommentCount(tx, changed.artwork_id, step);
      }
      return { authorId: row.user_id, artworkId: row.artwork_id, changed: changed !== undefined };
    }
    const row = await tx
      .selectFrom('reviews')
      .select(['reviewer_id', 'artwork_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const changed = await tx
      .updateTable('reviews')
      .set({ hidden_at: hiddenAt, ...reason })
      .where('id', '=', id)
      .where('hidden_at', before, null)
      .returning(['artwork_id', 'reviewer_id', 'rating'])
      .executeTakeFirst();
    if (changed && !(await isSuspendedUser(tx, changed.reviewer_id))) {
      await moveReviewTotals(tx, changed.artwork_id, step, changed.rating);
    }
    return { authorId: row.reviewer_id, artworkId: row.artwork_id, changed: changed !== undefined };
  });
}

// ── Requests for a review (decision 0028) ────────────────────────────────────

/** Whose artwork, comment or review this is, and on which artwork; null when there is no such item. */
export async function authorOf(db: Db, type: ReportTargetType, id: string) {
  if (type === 'artwork') {
    const row = await db.selectFrom('artworks').select('artist_id').where('id', '=', id).executeTakeFirst();
    return row ? { authorId: row.artist_id, artworkId: id } : null;
  }
  if (type === 'comment') {
    const row = await db
      .selectFrom('comments')
      .select(['user_id', 'artwork_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { authorId: row.user_id, artworkId: row.artwork_id } : null;
  }
  if (type === 'review') {
    const row = await db
      .selectFrom('reviews')
      .select(['reviewer_id', 'artwork_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { authorId: row.reviewer_id, artworkId: row.artwork_id } : null;
  }
  return null;
}

/** The open request for a review of this item, if any. */
export async function openReviewRequest(db: Db, type: ReportTargetType, id: string) {
  return db
    .selectFrom('review_requests')
    .select(['id', 'user_id', 'message', 'created_at', 'status'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/**
 * Closes the open request for a review of this item: 'accepted' when it is shown again, 'declined' when a
 * moderator kept it hidden. Answers the requester, or null when none was open.
 */
export async function closeReviewRequest(
  db: Db,
  target: ModerationTarget,
  status: 'accepted' | 'declined',
  adminId: string,
): Promise<string | null> {
  const row = await db
    .updateTable('review_requests')
    .set({ status, resolved_at: nowIso(), resolved_by: adminId })
    .where('status', '=', 'open')
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Takes the person's shown (not hidden) comments and reviews out of, or back into, the counts of the artworks
 * they are on (`step` -1 on suspension, +1 when it ends). Run in the transaction that changes `suspended_at`.
 */
export async function moveCountsOfAuthor(db: Db, userId: string, step: 1 | -1): Promise<void> {
  await db
    .updateTable('artworks')
    .set((eb) => ({
      comment_count: eb(
        'comment_count',
        '+',
        eb(
          eb
            .selectFrom('comments')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('comments.artwork_id', '=', 'artworks.id')
            .where('comments.user_id', '=', userId)
            .where('comments.hidden_at', 'is', null),
          '*',
          step,
        ),
      ),
    }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('comments').select('artwork_id').where('user_id', '=', userId).where('hidden_at', 'is', null),
    )
    .execute();
  // One review per person per artwork (a unique key): one on or off the count, its stars on or off the sum.
  await db
    .updateTable('artworks')
    .set((eb) => ({
      review_count: eb('review_count', '+', step),
      rating_sum: eb(
        'rating_sum',
        '+',
        eb(
          eb
            .selectFrom('reviews')
            .select('reviews.rating')
            .whereRef('reviews.artwork_id', '=', 'artworks.id')
            .where('reviews.reviewer_id', '=', userId),
          '*',
          step,
        ),
      ),
    }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('reviews').select('artwork_id').where('reviewer_id', '=', userId).where('hidden_at', 'is', null),
    )
    .execute();
}

/**
 * Suspends or restores an account; its username, or null when there is no such person. `beforeSuspending` runs
 * in the same transaction before a suspension, and may refuse it by throwing.
 */
export async function setSuspended(
  db: Db,
  userId: string,
  suspended: boolean,
  beforeSuspending?: (tx: Db) => Promise<void>,
): Promise<string | null> {
  // The keeper of deleted artists' sold artworks stays suspended: no one to act on (users.repository.ts).
  if (userId === DELETED_USER_ID) return null;
  return db.transaction().execute(async (tx) => {
    if (suspended && beforeSuspending) await beforeSuspending(tx);
    const changed = await tx
      .updateTable('users')
      .set({ suspended_at: suspended ? nowIso() : null })
      .where('id', '=', userId)
      .where('suspended_at', suspended ? 'is' : 'is not', null)
      .returning('username')
      .executeTakeFirst();
    if (changed) {
      await moveCountsOfAuthor(tx, userId, suspended ? -1 : 1);
      return changed.username;
    }
    const row = await tx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
    return row?.username ?? null;
  });
}
