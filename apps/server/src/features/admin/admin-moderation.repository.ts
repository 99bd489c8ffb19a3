import type { ModerationItem, ModerationTarget, ReportReason, ReportTargetType } from '@kala/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';

/** At most this many reported items in the queue at once, most recently reported first. */
export const MODERATION_QUEUE_MAX = 100;

/** The open reports, one entry per reported item, with the item itself as a moderator needs to judge it. */
export async function loadQueue(db: Db): Promise<ModerationItem[]> {
  const groups = await db
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
  if (groups.length === 0) return [];
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
      count: Number(group.count),
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      details: mine.map((r) => r.details).filter((d) => d !== ''),
      lastReportedAt: group.last,
      owner: owner ? { id: owner.id, username: owner.username, suspended: owner.suspended_at !== null } : null,
      content: await loadContent(db, targetType, group.target_id),
    });
  }
  return items;
}

async function loadContent(db: Db, type: ReportTargetType, id: string): Promise<ModerationItem['content']> {
  const product = (artworkId: string) => `/products/${encodeURIComponent(artworkId)}`;
  switch (type) {
    case 'artwork': {
      const row = await db
        .selectFrom('artworks')
        .select(['title', 'hidden_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.title, link: product(id), hidden: row.hidden_at !== null } : null;
    }
    case 'comment': {
      const row = await db
        .selectFrom('comments')
        .select(['content', 'artwork_id', 'hidden_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.content, link: product(row.artwork_id), hidden: row.hidden_at !== null } : null;
    }
    case 'review': {
      const row = await db
        .selectFrom('reviews')
        .select(['comment', 'artwork_id', 'hidden_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { text: row.comment, link: product(row.artwork_id), hidden: row.hidden_at !== null } : null;
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

/** Hides or shows again an artwork, comment or review; false when there is no such item. */
export async function setHidden(db: Db, type: keyof typeof hideable, id: string, hidden: boolean): Promise<boolean> {
  const row = await db
    .updateTable(hideable[type])
    .set({ hidden_at: hidden ? nowIso() : null })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Suspends or restores an account; its username, or null when there is no such person. */
export async function setSuspended(db: Db, userId: string, suspended: boolean): Promise<string | null> {
  const row = await db
    .updateTable('users')
    .set({ suspended_at: suspended ? nowIso() : null })
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username ?? null;
}
