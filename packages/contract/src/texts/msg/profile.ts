import { live } from '../live';
export const profile = /* @__PURE__ */ live(['MSG', 'profile'], {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
} as const);
