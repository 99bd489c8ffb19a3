export const likes = {
  updateFailed: 'Failed to update like. Please try again.',
} as const;
