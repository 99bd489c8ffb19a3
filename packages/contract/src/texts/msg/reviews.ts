import { ratingAndReviewRequired } from '../shared';

export const reviews = {
  postFailed: 'Failed to post review',
  ratingAndReviewRequired,
  posted: 'Review posted successfully!',
} as const;
