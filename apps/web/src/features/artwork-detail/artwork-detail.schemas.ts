// The schemas of artwork-detail.api.ts and artwork-detail-page.api.ts, in a module of their own so that they load
// on demand (see there).
import { commentSchema, reviewSchema } from '@kala/contract';
import { z } from 'zod';

export {
  cartItemSchema,
  commentSchema,
  noContentSchema,
  relatedArtworksSchema,
  reviewSchema,
} from '@kala/contract';
export const commentListSchema = z.array(commentSchema);
export const reviewListSchema = z.array(reviewSchema);
export const ownReviewSchema = reviewSchema.nullable();
