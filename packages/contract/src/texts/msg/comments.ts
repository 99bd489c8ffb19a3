export const comments = {
  postFailed: 'Failed to post comment',
} as const;
