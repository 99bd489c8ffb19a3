// Reports and moderation (issue 17): what a person sends to report something, and what the server answers.

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './constants';
import { VALIDATION as V } from './texts/validation';

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: V.report.targetTypeInvalid });
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: V.report.reasonInvalid });

/**
 * POST /api/auth/reports. 201 with the new report; 200 with the open one when this person already reported this
 * item and it is still waiting for a moderator (nothing changes).
 */
export const reportBodySchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.string({ error: V.report.targetIdRequired }).trim().min(1, V.report.targetIdRequired),
  reason: reportReasonSchema,
  details: optionalText(REPORT_DETAILS_MAX_LENGTH, 'Details').optional(),
});
export type ReportBody = z.output<typeof reportBodySchema>;

export const reportSchema = z.object({
  id: idSchema,
  targetType: reportTargetTypeSchema,
  targetId: idSchema,
  reason: reportReasonSchema,
  details: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Report = z.infer<typeof reportSchema>;

// ── The moderation queue (GET /api/admin/reports) and its actions ────────────

/** The reported item as a moderator sees it; null fields where the kind has none, or the item is gone. */
export const moderationItemSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: idSchema,
  /** Open reports of it. */
  count: z.number().int().positive(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int().positive() })),
  /** What reporters wrote, newest first (empty details left out). */
  details: z.array(z.string()),
  lastReportedAt: isoDateTimeSchema,
  /** Whoever made the item (the person, for a user report). */
  owner: z.object({ id: idSchema, username: z.string(), suspended: z.boolean() }).nullable(),
  content: z
    .object({
      /** The comment, review or message text, the artwork's title, or the person's name. */
      text: z.string(),
      /** Where the item can be seen: the artwork page, or the profile. */
      link: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationTargetSchema = z.object({ targetType: reportTargetTypeSchema, targetId: idSchema });
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

// ── The audit log (GET /api/admin/audit): every admin action, newest first ───

export const auditEntrySchema = z.object({
  id: idSchema,
  /** The admin who acted; id null once their account is gone (the username stays). */
  actor: z.object({ id: idSchema.nullable(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** What the target was called then (a username, an artwork's title), when it has a name. */
  targetName: z.string().nullable(),
  /** The fields an edit changed (empty for other actions). */
  fields: z.array(z.string()),
  /** How many reports a dismissal closed. */
  reports: z.number().int().nonnegative().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
