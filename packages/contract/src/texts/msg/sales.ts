import { live } from '../live';
export const sales = /* @__PURE__ */ live(['MSG', 'sales'], {
  markedPaid: 'Marked as paid',
  markPaidFailed: 'Failed to mark as paid',
} as const);
