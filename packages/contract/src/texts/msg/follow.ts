import { live } from '../live';
export const follow = /* @__PURE__ */ live(['MSG', 'follow'], {
  updateFailed: 'Failed to update follow status',
} as const);
