import { following } from '../shared';
import { live } from '../live';

export const follow = /* @__PURE__ */ live(['SCREEN', 'follow'], {
  follow: 'Follow',
  following,
} as const);
