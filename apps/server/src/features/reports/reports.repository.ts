import type { Report, ReportBody, ReportReason, ReportTargetType } from '@kala/contract';
import type { Db } from '../../db/database';
import type { ReportsTable } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';

/**
 * Who owns a reportable item, as the reporter may see it: null when there is no such item, or the reporter cannot
 * see it (a message they neither sent nor received; content a moderator hid, unless it is theirs).
 */
export async function findTargetOwner(
  db: Db,
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string | null> {
  switch (targetType) {
    case 'user': {
      const row = await db.selectFrom('users').select('id').where('id', '=', targetId).executeTakeFirst();
      return row?.id ?? null;
    }
    case 'artwork': {
      const row = await db
        .selectFrom('artworks')
        .select(['artist_id', 'hidden_at'])
        .where('id', '=', targetId)
        .executeTakeFirst();
      return row && (row.hidden_at === null || row.artist_id === reporterId) ? row.artist_id : null;
    }
    case 'comment': {
      const row = await db
        .selectFrom('comments')
        .select(['user_id', 'hidden_at'])
        .where('id', '=', targetId)
        .executeTakeFirst();
      return row && (row.hidden_at === null || row.user_id === reporterId) ? row.user_id : null;
    }
    case 'review': {
      const row = await db
        .selectFrom('reviews')
        .select(['reviewer_id', 'hidden_at'])
        .where('id', '=', targetId)
        .executeTakeFirst();
      return row && (row.hidden_at === null || row.reviewer_id === reporterId) ? row.reviewer_id : null;
    }
    case 'message': {
      const row = await db
        .selectFrom('chat_messages')
        .select(['sender_id', 'receiver_id'])
        .where('id', '=', targetId)
        .executeTakeFirst();
      return row && (row.sender_id === reporterId || row.receiver_id === reporterId) ? row.sender_id : null;
    }
  }
}

const toReport = (row: ReportsTable): Report => ({
  id: row.id,
  targetType: row.target_type as ReportTargetType,
  targetId: row.target_id,
  reason: row.reason as ReportReason,
  details: row.details,
  createdAt: row.created_at,
});

/**
 * Files a report, or finds this person's open report of the same item (the partial unique key over open reports
 * settles a race between two instances: the loser inserts nothing and reads the winner's row).
 */
export async function fileReport(
  db: Db,
  reporterId: string,
  targetUserId: string,
  body: ReportBody,
): Promise<{ report: Report; created: boolean }> {
  const open = (q: Db) =>
    q
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', reporterId)
      .where('target_type', '=', body.targetType)
      .where('target_id', '=', body.targetId)
      .where('status', '=', 'open')
      .executeTakeFirst();
  const existing = await open(db);
  if (existing) return { report: toReport(existing), created: false };
  const row: ReportsTable = {
    id: newId(),
    reporter_id: reporterId,
    target_type: body.targetType,
    target_id: body.targetId,
    target_user_id: targetUserId,
    reason: body.reason,
    details: body.details ?? '',
    status: 'open',
    created_at: nowIso(),
    resolved_at: null,
    resolved_by: null,
  };
  try {
    await db.insertInto('reports').values(row).execute();
  } catch (error) {
    const winner = uniqueViolation(error) ? await open(db) : undefined;
    if (!winner) throw error;
    return { report: toReport(winner), created: false };
  }
  return { report: toReport(row), created: true };
}
