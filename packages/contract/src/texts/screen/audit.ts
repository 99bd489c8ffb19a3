import type { AuditAction, AuditTargetType } from '../../constants';
import { adminText, details, reasonLine } from '../shared';
import { moderation } from './moderation';
import { orders } from './orders';
import { live } from '../live';

const auditLog = 'Audit log';

// The admin area's audit log, /admin/audit (issue 17): every admin action, newest first.
export const audit = /* @__PURE__ */ live(['SCREEN', 'audit'], {
  section: auditLog,
  title: auditLog,
  description: 'Every action an admin took: moderation, and edits of people, artworks and orders. Newest first.',
  search: 'Search by admin, action or target...',
  loading: 'Loading the audit log...',
  loadError: 'Could not load the audit log.',
  empty: 'No admin actions yet.',
  columns: { when: 'When', who: adminText, action: 'Action', target: 'Target', details },
  actions: {
    'report.dismiss': 'Dismissed reports',
    'review.decline': 'Kept hidden after a review',
    'content.hide': 'Hid content',
    'content.unhide': 'Unhid content',
    'user.suspend': 'Suspended account',
    'user.unsuspend': 'Restored account',
    'user.create': 'Added person',
    'user.update': 'Edited person',
    'user.delete': 'Deleted person',
    'artwork.create': 'Added artwork',
    'artwork.update': 'Edited artwork',
    'artwork.delete': 'Deleted artwork',
    'order.update': 'Edited order',
    'order.cancel': 'Cancelled order',
    'order.delete': 'Deleted order',
    'payment.mismatch_refunded': 'Refunded a payment of the wrong amount',
    'ledger.correct': 'Corrected the ledger',
    'hold.publish': 'Published a held upload',
    'hold.remove': 'Removed a held upload',
    'payout.release': 'Released a transfer by hand',
    'payout.hold': 'Held a transfer by hand',
  } satisfies Record<AuditAction, string>,
  targets: { ...moderation.kinds, order: orders.orderTitle } satisfies Record<AuditTargetType, string>,
  /** changed(['name', 'role']) → 'Changed name, role' */
  changed: (fields: readonly string[]) => `Changed ${fields.join(', ')}`,
  reports: (count: number) => (count === 1 ? '1 report closed' : `${count} reports closed`),
  /** reason('Spam or scam', 'copied from …') → 'Reason: Spam or scam — copied from …' */
  reason: (reason: string, note: string) => reasonLine(reason, note),
} as const);
