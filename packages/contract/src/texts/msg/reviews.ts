import { ratingAndReviewRequired } from '../shared';
import { live } from '../live';

export const reviews = /* @__PURE__ */ live(['MSG', 'reviews'], {
  postFailed: 'Failed to post review',
  ratingAndReviewRequired,
  posted: 'Review posted successfully!',
  updated: 'Review updated',
  updateFailed: 'Failed to update review',
  deleted: 'Review deleted',
  deleteFailed: 'Failed to delete review',
} as const);
