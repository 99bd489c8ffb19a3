import type { ReportReason, ReportTargetType } from '../../constants';
import { cancel, chooseReasonText, nuditySexualText, reasonLabel, sendingText } from '../shared';
import { live } from '../live';

// Reporting an item to the moderators (issue 17): the Report action and its dialog.
export const report = /* @__PURE__ */ live(['SCREEN', 'report'], {
  moreActions: 'More actions',
  action: 'Report',
  title: {
    artwork: 'Report this artwork',
    comment: 'Report this comment',
    review: 'Report this review',
    user: 'Report this person',
    message: 'Report this message',
  } satisfies Record<ReportTargetType, string>,
  description: 'Tell us what is wrong. Our moderators look at every report; the person is not told who reported them.',
  reasonLabel,
  reasonRequired: chooseReasonText,
  reasons: {
    spam: 'Spam',
    nudity: nuditySexualText,
    harassment: 'Harassment or hate',
    copyright: 'Copied from someone else’s work',
    scam: 'Scam or fraud',
    other: 'Something else',
  } satisfies Record<ReportReason, string>,
  detailsLabel: 'Details (optional)',
  detailsPlaceholder: 'Anything that helps a moderator understand',
  submit: 'Send report',
  submitting: sendingText,
  cancel,
  thanksTitle: 'Thank you for your report',
  thanks: 'A moderator will look at it soon.',
  done: 'Done',
  failed: 'Could not send the report. Please try again.',
} as const);
