import { following } from '../shared';

export const follow = {
  follow: 'Follow',
  following,
} as const;
