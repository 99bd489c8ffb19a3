export const follow = {
  updateFailed: 'Failed to update follow status',
} as const;
