import type { ReportTargetType } from '../../constants';
import {
  artworkText,
  byUsername,
  cancel,
  chooseReasonText,
  hiddenByModerators,
  reasonLabel,
  reasonLine,
} from '../shared';
import { live } from '../live';

const moderationText = 'Moderation';
const hiddenText = 'Hidden';
const askReviewText = 'Ask for a review';

// The moderation queue of the admin area, /admin/moderation (issue 17).
export const moderation = /* @__PURE__ */ live(['SCREEN', 'moderation'], {
  section: moderationText,
  title: moderationText,
  description: 'Open reports, one card per reported item, most recently reported first.',
  loading: 'Loading reports...',
  loadError: 'Could not load the reports.',
  empty: 'No open reports. All clear.',
  kinds: {
    artwork: artworkText,
    comment: 'Comment',
    review: 'Review',
    user: 'Person',
    message: 'Chat message',
  } satisfies Record<ReportTargetType, string>,
  reportCount: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  by: byUsername,
  suspendedBadge: 'Suspended',
  hiddenBadge: hiddenText,
  gone: 'This item no longer exists.',
  open: 'Open',
  dismiss: 'Dismiss',
  hide: 'Hide',
  unhide: 'Unhide',
  suspend: 'Suspend author',
  unsuspend: 'Unsuspend author',
  done: {
    dismiss: 'Reports dismissed',
    hide: hiddenText,
    unhide: 'Visible again',
    suspend: 'Account suspended',
    unsuspend: 'Account restored',
  },
  failed: 'Could not do that. Please try again.',
  hiddenMark: 'Hidden by a moderator: only you and the moderators see this.',
  // Hiding needs a reason (issue 34, decision 0028); the reasons' names are NOTIFY.moderation.reasons.
  hideTitle: 'Hide it',
  hideDescription: 'Its author is told, with the reason you choose and your note.',
  reason: reasonLabel,
  chooseReason: chooseReasonText,
  note: 'Note for the author',
  noteHint: 'Required when the reason is "Other". The author reads it.',
  cancel,
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  // An author's request for a review of their hidden work, in the queue.
  reviewRequested: 'Review requested',
  reviewRequestBy: 'The author asks for a review:',
  keepHidden: 'Keep hidden',
  keptHidden: 'Kept hidden; the author is told',
  // An upload held as looking like another artist's work (issue 38, decision 0041), side by side with that work.
  held: {
    badge: 'Looks like another artist’s work',
    upload: 'The upload',
    original: 'Already on Kala',
    originalGone: 'The work it looked like was deleted.',
    distance: (bits: number) => (bits === 0 ? 'The same picture' : `${bits} of 64 hash bits apart`),
    explanation: 'The uploader explains:',
    noExplanation: 'The uploader has not explained yet.',
    publish: 'Publish',
    remove: 'Remove',
    published: 'Published; the uploader is told',
    removed: 'Removed; the uploader is told',
  },
  // The author's own artwork page while it is hidden.
  notice: {
    title: hiddenByModerators,
    body: 'Only you and the moderators can see this artwork: it is out of every list, search and feed.',
    reason: (reason: string) => reasonLine(reason),
    askReview: askReviewText,
    dialogTitle: askReviewText,
    dialogDescription:
      'Tell the moderators why this artwork should be shown again. They will look at it and you will be told.',
    message: 'Your message',
    send: 'Send request',
    sent: 'Your request was sent to the moderators',
    pending: 'You asked for a review. A moderator will look at it soon.',
    declined: 'Moderators reviewed it and kept it hidden. You may ask again if something changed.',
    failed: 'Could not send your request. Please try again.',
  },
  // The uploader's side of a held upload (decision 0041): the message is LOOKALIKE_MESSAGE, word for word.
  heldNotice: {
    body: 'Moderators will compare it with the work it looks like before it is published. Until then only you and they can see it.',
    explain: 'Explain it to the moderators',
    hint: 'Whose work is it, and how did you make it? A few sentences help them decide.',
    send: 'Send explanation',
    sent: 'Your explanation was sent to the moderators',
    yours: 'You explained:',
    failed: 'Could not send your explanation. Please try again.',
  },
} as const);
