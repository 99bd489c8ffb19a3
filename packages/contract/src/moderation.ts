// Reports and moderation (issue 17): what a person sends to report something, and what the server answers.

import { z } from 'zod';
import { artworkImageSchema } from './artworks';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_REASONS,
  REPORT_DETAILS_MAX_LENGTH,
  REVIEW_REQUEST_MAX_LENGTH,
  REVIEW_REQUEST_STATUSES,
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

/** Why a moderator hid something (decision 0028). */
export const moderationReasonSchema = z.enum(MODERATION_REASONS, { error: V.moderation.reasonRequired });

/** An artist's request for a review of their hidden work, as the queue shows it (decision 0028). */
export const reviewRequestSchema = z.object({
  message: z.string(),
  createdAt: isoDateTimeSchema,
  status: z.enum(REVIEW_REQUEST_STATUSES),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

// ── Uploads held as looking like another artist's work (issue 38, decision 0041) ──

/** What the uploader is told, word for word. */
export const LOOKALIKE_MESSAGE = 'This looks like a work already on Kala';
/** The uploader's explanation, at most this long. */
export const HOLD_EXPLANATION_MAX_LENGTH = 1000;
export const HOLD_STATUSES = ['open', 'published', 'removed'] as const;

/** One of the two works a moderator compares. */
export const heldWorkSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Its main image, as on a card; null without one. */
  image: artworkImageSchema.nullable(),
  artist: z.object({ id: idSchema, username: z.string() }),
  createdAt: isoDateTimeSchema,
});
export type HeldWork = z.infer<typeof heldWorkSchema>;

/** A held upload in the moderation queue: the upload and the work it looks like, side by side. */
export const lookalikeHoldSchema = z.object({
  upload: heldWorkSchema,
  /** Null once the original was deleted. */
  original: heldWorkSchema.nullable(),
  /** Bits apart of their perceptual hashes (0 to 64; 0 is the same picture). */
  distance: z.number().int().min(0).max(64),
  /** What the uploader wrote, '' until they explain. */
  explanation: z.string(),
  createdAt: isoDateTimeSchema,
});
export type LookalikeHold = z.infer<typeof lookalikeHoldSchema>;

/** The uploader's side: the hold on their artwork (GET /api/auth/moderation/artworks/{id}). */
export const artworkHoldSchema = z.object({
  message: z.string(),
  explanation: z.string(),
  status: z.enum(HOLD_STATUSES),
  createdAt: isoDateTimeSchema,
});
export type ArtworkHold = z.infer<typeof artworkHoldSchema>;

/** POST /api/auth/moderation/artworks/{id}/hold-explanation: the uploader's words, required. */
export const holdExplanationBodySchema = z.object({
  explanation: z
    .string({ error: V.moderation.explanationRequired })
    .trim()
    .min(1, V.moderation.explanationRequired)
    .max(HOLD_EXPLANATION_MAX_LENGTH, V.common.tooLong('Explanation', HOLD_EXPLANATION_MAX_LENGTH)),
});
export type HoldExplanationBody = z.output<typeof holdExplanationBodySchema>;

/** The reported item as a moderator sees it; null fields where the kind has none, or the item is gone. */
export const moderationItemSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: idSchema,
  /** Open reports of it (0 for an item that is in the queue only for its author's request for a review). */
  count: z.number().int().nonnegative(),
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
      /** Why it is hidden, when a moderator said so (decision 0028). */
      hiddenReason: moderationReasonSchema.nullable().optional(),
      hiddenNote: z.string().optional(),
    })
    .nullable(),
  /** Its author's open request for a review of the hidden item, with their words (decision 0028). */
  reviewRequest: reviewRequestSchema.nullable().optional(),
  /** An upload held as looking like another artist's work, with that work (decision 0041). */
  hold: lookalikeHoldSchema.nullable().optional(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationTargetSchema = z.object({ targetType: reportTargetTypeSchema, targetId: idSchema });
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/**
 * POST /api/admin/moderation/hide (decision 0028): hiding an artwork, comment or review needs a reason, and a
 * note when the reason is 'other'; the note is told to the author. Hiding a person (a suspension) needs neither.
 */
export const moderationHideSchema = moderationTargetSchema
  .extend({
    reason: moderationReasonSchema.optional(),
    note: optionalText(MODERATION_NOTE_MAX_LENGTH, 'Note').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.targetType === 'user' || body.targetType === 'message') return;
    if (body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: V.moderation.reasonRequired });
    } else if (body.reason === 'other' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: V.moderation.noteRequired });
    }
  });
export type ModerationHide = z.output<typeof moderationHideSchema>;

/** GET /api/auth/moderation/artworks/{id}: why the author's own artwork is hidden, and their request if any. */
export const artworkModerationSchema = z.object({
  hidden: z.boolean(),
  reason: moderationReasonSchema.nullable(),
  note: z.string(),
  hiddenAt: isoDateTimeSchema.nullable(),
  /** The newest request for a review: open, or how moderators decided it. */
  request: reviewRequestSchema.nullable(),
  /** Held as looking like another artist's work (decision 0041), and the uploader's explanation. */
  hold: artworkHoldSchema.nullable().optional(),
});
export type ArtworkModeration = z.infer<typeof artworkModerationSchema>;

/** POST /api/auth/moderation/artworks/{id}/review-request: the artist's words, required. */
export const reviewRequestBodySchema = z.object({
  message: z
    .string({ error: V.moderation.messageRequired })
    .trim()
    .min(1, V.moderation.messageRequired)
    .max(REVIEW_REQUEST_MAX_LENGTH, V.common.tooLong('Message', REVIEW_REQUEST_MAX_LENGTH)),
});
export type ReviewRequestBody = z.output<typeof reviewRequestBodySchema>;

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
  /** Why it was hidden (decision 0028), and the moderator's note. */
  reason: moderationReasonSchema.nullable().optional(),
  note: z.string().optional(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
