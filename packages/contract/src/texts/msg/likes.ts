import { live } from '../live';
export const likes = /* @__PURE__ */ live(['MSG', 'likes'], {
  updateFailed: 'Failed to update like. Please try again.',
} as const);
