import { REVIEW_MAX_LENGTH, MSG, SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Textarea } from '../../ui/textarea';
import { reviewsInfiniteQuery, usePostReviewMutation } from './artwork-detail-page.api';
import { useSignedInSubmit } from './signed-in-actions';
import { TabList } from './tab-list';
import { StarPicker, StarRating } from './star-picker';
import { toast } from '../../lib/toast';

export interface ReviewsTabProps {
  artwork: { id: string; artistId: string };
  /** The artist cannot review their own artwork: the form is left out for them. */
  isOwner: boolean;
}

/**
 * The Reviews tab (spec §2, only for artworks for sale): a five-star picker, 'Write your review...' and
 * Submit Review ('Submitting...' while pending), then the reviews. Both a rating and text are needed; after
 * success the text clears and the rating resets to 0 (§4). Guests are asked to log in (§8).
 */
export function ReviewsTab({ artwork, isOwner }: ReviewsTabProps) {
  const { isAuthenticated, username } = useAuth();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const reviews = useInfiniteQuery(reviewsInfiniteQuery(artwork.id));
  const postCall = usePostReviewMutation(artwork);

  const onSubmit = useSignedInSubmit(MSG.loginRequired.review, () => {
    const text = comment.trim();
    if (rating < 1 || !text) {
      toast.error(MSG.reviews.ratingAndReviewRequired);
      return;
    }
    postCall.mutate(
      { rating, comment: text },
      {
        onSuccess: () => {
          toast.success(MSG.reviews.posted);
          setComment('');
          setRating(0);
        },
        // The server says why when it can ('You have already reviewed this artwork').
        onError: (error) => toast.error(errorMessage(error, MSG.reviews.postFailed)),
      },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      {isOwner ? null : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
        >
          <StarPicker value={rating} onChange={setRating} />
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder={SCREEN.artwork.reviewPlaceholder}
            aria-label={SCREEN.artwork.reviewPlaceholder}
            maxLength={REVIEW_MAX_LENGTH}
            rows={3}
          />
          <Button type="submit" loading={postCall.isPending} className="self-end">
            {postCall.isPending ? SCREEN.artwork.submitting : SCREEN.artwork.submitReview}
          </Button>
        </form>
      )}

      <TabList
        query={reviews}
        placeholder={[0, 1].map((key) => <Skeleton key={key} className="h-20 w-full" />)}
        empty={{ icon: Star, text: SCREEN.artwork.noReviews }}
        className="flex flex-col gap-5"
        toEntry={(review) => ({
          author: review.reviewer,
          profile: review.reviewer.username,
          badges: (
            <>
              <StarRating value={review.rating} />
              {review.verifiedPurchase ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-400/15 dark:text-green-300">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {SCREEN.artwork.verifiedPurchase}
                </span>
              ) : null}
            </>
          ),
          createdAt: review.createdAt,
          text: review.comment,
          hidden: review.hidden ?? false,
          report:
            isAuthenticated && username?.toLowerCase() !== review.reviewer.username.toLowerCase()
              ? { targetType: 'review', targetId: review.id }
              : null,
        })}
      />
    </div>
  );
}
