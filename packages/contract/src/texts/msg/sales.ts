export const sales = {
  markedPaid: 'Marked as paid',
  markPaidFailed: 'Failed to mark as paid',
} as const;
