import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  MODERATION_REASONS,
  type ModerationReason,
} from '@kala/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { newestRowsFirst } from '../../lib/paging';
import { escapeLike } from '../users/users.repository';

// The audit log (issue 17): one row per admin action, written by the route that acted, read newest first.

/** What a row says beyond who did what to which: the target's name then, the fields changed, reports closed. */
export interface AuditDetails {
  name?: string | null;
  fields?: readonly string[];
  reports?: number;
  /** Why it was hidden (decision 0028), and the moderator's note. */
  reason?: ModerationReason;
  note?: string;
}

/** Records one admin action (or, with a null id, one Kala took on its own that admins must see). */
export async function writeAudit(
  db: Db,
  actor: { id: string | null; username: string },
  action: AuditAction,
  target: { type: AuditTargetType; id: string },
  details: AuditDetails = {},
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_username: actor.username,
      action,
      target_type: target.type,
      target_id: target.id,
      details: JSON.stringify(details),
      created_at: nowIso(),
    })
    .execute();
}

/**
 * An order an admin changed, whichever route they took (issue 32): the admin routes, or a person's route (the
 * sales PATCH, cancel, delivered), where an admin may act on any order. Nothing for anyone else.
 */
export async function auditOrderUpdate(
  db: Db,
  actor: { id: string; username: string; role: string },
  order: { id: string; artwork: { title: string } },
  body: object,
): Promise<void> {
  if (actor.role !== 'admin') return;
  // A cancellation (which refunds a paid online order through the gateway) reads as such in the log.
  const action = 'status' in body && body.status === 'cancelled' ? 'order.cancel' : 'order.update';
  const details = { name: order.artwork.title, fields: fieldsOf(body) };
  await writeAudit(db, actor, action, { type: 'order', id: order.id }, details);
}

/** The fields a body set (for the audit log): its keys with a value. */
export function fieldsOf(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
}

/** One page of the log, newest first, keyset-paged by (created_at, id); `q` finds an admin, action or target. */
export async function listAuditRows(db: Db, q: string | undefined, limit: number, cursor: string | undefined) {
  let query = db.selectFrom('admin_audit').selectAll();
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    query = query.where(
      sql<boolean>`(lower(actor_username) like ${pattern} escape '\\' or lower(action) like ${pattern} escape '\\' or lower(target_id) like ${pattern} escape '\\' or lower(details) like ${pattern} escape '\\')`,
    );
  }
  return newestRowsFirst(query, 'admin_audit', { limit, cursor });
}

type AuditRow = Awaited<ReturnType<typeof listAuditRows>>['rows'][number];

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

export function toAuditEntry(row: AuditRow): AuditEntry {
  let details: AuditDetails = {};
  try {
    details = JSON.parse(row.details) as AuditDetails;
  } catch {
    // A row written by hand reads as having no details rather than failing the page.
  }
  return {
    id: row.id,
    actor: { id: row.actor_id, username: row.actor_username },
    action: isAction(row.action) ? row.action : 'user.update',
    targetType: isTargetType(row.target_type) ? row.target_type : 'user',
    targetId: row.target_id,
    targetName: details.name ?? null,
    fields: [...(details.fields ?? [])],
    reports: details.reports ?? null,
    reason:
      details.reason && (MODERATION_REASONS as readonly string[]).includes(details.reason) ? details.reason : null,
    ...(details.note ? { note: details.note } : {}),
    createdAt: row.created_at,
  };
}
