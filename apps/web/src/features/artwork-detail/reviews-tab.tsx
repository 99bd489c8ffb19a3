import { type Review, REVIEW_MAX_LENGTH, MSG, SCREEN } from '@kala/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BadgeCheck, Pencil, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { Textarea } from '../../ui/textarea';
import {
  ownReviewQuery,
  reviewsInfiniteQuery,
  useDeleteReviewMutation,
  usePostReviewMutation,
  useUpdateReviewMutation,
} from './artwork-detail-page.api';
import { useSignedInSubmit } from '../../entities/artwork/signed-in-actions';
import { TabList } from './tab-list';
import { StarPicker, StarRating } from './star-picker';
import { toast } from '../../lib/toast';
export interface ReviewsTabProps {
  artwork: { id: string; artistId: string };
  /** The artist cannot review their own artwork: the form is left out for them. */
  isOwner: boolean;
}

interface ReviewFormProps {
  artwork: { id: string; artistId: string };
  /** Rewrites this review instead of posting a new one. */
  editing?: { review: Review; username: string; onDone: () => void };
}

/**
 * The five-star picker, 'Write your review...' and Submit Review ('Submitting...' while pending). Both a rating
 * and text are needed; after success the text clears and the rating resets to 0
 * (docs/product.md#states-and-transitions). Guests are asked to log in (docs/product.md#messages). Rewriting one's
 * review, it starts from that review and saves it, or cancels.
 */
function ReviewForm({ artwork, editing }: ReviewFormProps) {
  const { username } = useAuth();
  const [rating, setRating] = useState(editing?.review.rating ?? 0);
  const [comment, setComment] = useState(editing?.review.comment ?? '');
  const postCall = usePostReviewMutation(artwork, username);
  const updateCall = useUpdateReviewMutation(artwork.id, editing?.username ?? '');
  const pending = editing ? updateCall.isPending : postCall.isPending;

  const onSubmit = useSignedInSubmit(MSG.loginRequired.review, () => {
    const text = comment.trim();
    if (rating < 1 || !text) {
      toast.error(MSG.reviews.ratingAndReviewRequired);
      return;
    }
    if (editing) {
      updateCall.mutate(
        { id: editing.review.id, rating, comment: text },
        {
          onSuccess: () => {
            toast.success(MSG.reviews.updated);
            editing.onDone();
          },
          onError: (error) => toast.error(errorMessage(error, MSG.reviews.updateFailed)),
        },
      );
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4">
      {editing ? <h3 className="text-sm font-semibold">{SCREEN.artwork.yourReview}</h3> : null}
      <StarPicker value={rating} onChange={setRating} />
      <Textarea
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={SCREEN.artwork.reviewPlaceholder}
        aria-label={SCREEN.artwork.reviewPlaceholder}
        maxLength={REVIEW_MAX_LENGTH}
        rows={3}
      />
      <div className="flex justify-end gap-2">
        {editing ? (
          <Button type="button" variant="outline" onClick={editing.onDone} disabled={pending}>
            {SCREEN.artwork.cancelEdit}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {editing
            ? pending
              ? SCREEN.artwork.saving
              : SCREEN.artwork.saveReview
            : pending
              ? SCREEN.artwork.submitting
              : SCREEN.artwork.submitReview}
        </Button>
      </div>
    </form>
  );
}

/** One's own review in the form's place: its stars and text, Edit review, and Delete review (asked once more). */
function OwnReview({
  artworkId,
  review,
  username,
  onEdit,
}: {
  artworkId: string;
  review: Review;
  username: string;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const deleteCall = useDeleteReviewMutation(artworkId, username);
  const remove = () =>
    deleteCall.mutate(review.id, {
      onSuccess: () => toast.success(MSG.reviews.deleted),
      onError: (error) => toast.error(errorMessage(error, MSG.reviews.deleteFailed)),
    });
  return (
    <section
      aria-label={SCREEN.artwork.yourReview}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{SCREEN.artwork.yourReview}</h3>
        <StarRating value={review.rating} />
      </div>
      <p className="text-sm break-words whitespace-pre-line">{review.comment}</p>
      {confirming ? (
        <div role="alert" className="flex flex-col gap-3 rounded-xl bg-destructive/10 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">{SCREEN.artwork.deleteReviewQuestion}</p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={deleteCall.isPending}>
              {SCREEN.artwork.cancelEdit}
            </Button>
            <Button variant="destructive" size="sm" loading={deleteCall.isPending} onClick={remove}>
              {deleteCall.isPending ? SCREEN.artwork.deleting : SCREEN.artwork.yesDeleteReview}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {SCREEN.artwork.editReview}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {SCREEN.artwork.deleteReview}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The Reviews tab (docs/product.md#screens-and-routes, only for artworks for sale): the form, then the reviews. Once
 * the signed-in person has reviewed the artwork, their review stands in the form's place, with edit and delete (issue
 * 35).
 */
export function ReviewsTab({ artwork, isOwner }: ReviewsTabProps) {
  const { isAuthenticated, username } = useAuth();
  const reviews = useInfiniteQuery(reviewsInfiniteQuery(artwork.id));
  const asksOwn = isAuthenticated && username !== null && !isOwner;
  const own = useQuery({ ...ownReviewQuery(artwork.id, username ?? ''), enabled: asksOwn });
  const [editing, setEditing] = useState(false);

  let top: ReactNode = null;
  if (isOwner) top = null;
  else if (asksOwn && own.isPending) top = <Skeleton className="h-36 w-full rounded-2xl" />;
  else if (asksOwn && own.data && editing)
    top = (
      <ReviewForm
        artwork={artwork}
        editing={{ review: own.data, username: username ?? '', onDone: () => setEditing(false) }}
      />
    );
  else if (asksOwn && own.data)
    top = (
      <OwnReview artworkId={artwork.id} review={own.data} username={username ?? ''} onEdit={() => setEditing(true)} />
    );
  else top = <ReviewForm artwork={artwork} />;

  return (
    <div className="flex flex-col gap-6">
      {top}

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
