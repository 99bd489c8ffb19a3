import type { ReportTargetType } from '../../constants';
import { artworkText, byUsername } from '../shared';
import { live } from '../live';

const moderationText = 'Moderation';
const hiddenText = 'Hidden';

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
} as const);
