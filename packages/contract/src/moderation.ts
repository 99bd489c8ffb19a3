// Reports and moderation (issue 17): what a person sends to report something, and what the server answers.

import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalText } from './common';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, REPORT_TARGET_TYPES } from './constants';
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
