// The schemas of artwork-detail.api.ts, in a module of their own so that they load on demand (see there).
export {
  artworkOrArtworksSchema,
  artworkSchema,
  commentSchema,
  likeResultSchema,
  relatedArtworksSchema,
  reviewSchema,
  wishlistResultSchema,
} from '@kala/contract';
