export const profile = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
} as const;
