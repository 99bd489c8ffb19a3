import { cancel, commentsText, errorLoadingArtwork, notForSale, saving } from '../shared';
import { live } from '../live';

export const artwork = /* @__PURE__ */ live(['SCREEN', 'artwork'], {
  you: 'You',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  soldOut: 'Sold Out',
  save: 'Save',
  comments: commentsText,
  reviews: 'Reviews',
  // Kala (issue 18): the rows under an artwork.
  moreBy: (artist: string) => `More by ${artist}`,
  /** pickupAvailable('Jaipur') → 'Local pickup available in Jaipur' (issue 19) */
  pickupAvailable: (city: string) => `Local pickup available in ${city}`,
  similarWorks: 'Similar works',
  commentPlaceholder: 'Add a comment...',
  post: 'Post',
  posting: 'Posting...',
  noComments: 'No comments yet — be the first one!',
  reviewPlaceholder: 'Write your review...',
  submitReview: 'Submit Review',
  submitting: 'Submitting...',
  // Kala (issue 35): one's own review stands in place of the form, with edit and delete.
  yourReview: 'Your review',
  editReview: 'Edit review',
  deleteReview: 'Delete review',
  saveReview: 'Save review',
  saving,
  cancelEdit: cancel,
  deleteReviewQuestion: 'Delete your review? You can write a new one afterwards.',
  yesDeleteReview: 'Yes, delete',
  deleting: 'Deleting...',
  loadError: errorLoadingArtwork,
  // Kala: the rest of the detail page and of the artwork cards.
  like: 'Like',
  /** likes(2) → '2 likes' */
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
  saved: 'Saved',
  notForSale,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  /** imageOf(1, 3) → 'Image 1 of 3' */
  imageOf: (index: number, total: number) => `Image ${index} of ${total}`,
  // Kala (issue 38): the full-screen viewer (docs/decisions/0043-zoom-variant.md).
  /** viewFullScreen(2, 4) → 'View image 2 of 4 full screen'; of one image, 'View full screen' */
  viewFullScreen: (index: number, total: number) =>
    total === 1 ? 'View full screen' : `View image ${index} of ${total} full screen`,
  rating: 'Rating',
  /** stars(4) → '4 stars' */
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  /** reviewCount(3) → '3 reviews' */
  reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  noReviews: 'No reviews yet',
  // Issue 16: the reviewer bought the artwork and it was delivered.
  verifiedPurchase: 'Verified purchase',
  viewCart: 'View cart',
  // Neutral (issue 34): a visitor is not told whether its artist removed it or a moderator hid it.
  unavailable: 'This artwork is not available',
  notFoundHint: 'The link may be mistyped, or the artwork cannot be shown. There is plenty more to discover.',
} as const);
