import { live } from '../live';
export const comments = /* @__PURE__ */ live(['MSG', 'comments'], {
  postFailed: 'Failed to post comment',
} as const);
