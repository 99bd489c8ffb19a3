import type { Artwork } from '@kala/contract';
import { MSG, SCREEN } from '@kala/contract';
import { Heart } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { likeArtwork } from './artwork-actions.api';
import { useSignedInTap } from './signed-in-actions';
import { toast } from '../../lib/toast';

export interface LikeState {
  liked: boolean;
  count: number;
}

/**
 * The state right after a tap (docs/product.md#states-and-transitions "Like"): the heart flips and the count moves by
 * one, never below 0.
 */
export function toggledLike({ liked, count }: LikeState): LikeState {
  return { liked: !liked, count: Math.max(0, count + (liked ? -1 : 1)) };
}

/**
 * Like with the spec's optimistic rules (docs/product.md#states-and-transitions): the heart and count change at once,
 * on this button and on every cached copy of the artwork (likeArtwork); on failure they go back and 'Failed to update
 * like. Please try again.' shows; without a network it stays and goes out when the network is back (queued-actions.ts);
 * taps while a call is in flight are ignored; afterwards the details refresh. Guests
 * are asked to log in (docs/product.md#messages).
 */
export function useLikeToggle(artwork: Pick<Artwork, 'id' | 'has_liked' | 'how_many_like'>) {
  const queryClient = useQueryClient();
  const state: LikeState = { liked: artwork.has_liked ?? false, count: artwork.how_many_like.like_count };
  const toggle = useSignedInTap(MSG.loginRequired.like, () =>
    likeArtwork(queryClient, artwork.id, toggledLike(state)).then(
      (result) => {
        if (result === 'queued') toast(SCREEN.app.actionQueued);
      },
      () => toast.error(MSG.likes.updateFailed),
    ),
  );
  return { ...state, toggle };
}

export interface LikeButtonProps {
  artwork: Pick<Artwork, 'id' | 'has_liked' | 'how_many_like'>;
  /** compact: a heart and the count (feed cards); pill: a bordered button (detail page). */
  variant?: 'compact' | 'pill';
  className?: string;
}

export function LikeButton({ artwork, variant = 'compact', className }: LikeButtonProps) {
  const { liked, count, toggle } = useLikeToggle(artwork);
  // A tap before the app ran on a server-rendered page counts (lib/early-taps.ts).
  const earlyTap = `like:${artwork.id}`;
  useEarlyTap(earlyTap, toggle);
  return (
    <button
      type="button"
      onClick={toggle}
      {...earlyTapProps(earlyTap)}
      aria-pressed={liked}
      // A toggle keeps one name; aria-pressed tells whether it is on.
      aria-label={`${SCREEN.artwork.like}, ${SCREEN.artwork.likes(count)}`}
      className={cn(
        'group/like inline-flex cursor-pointer items-center gap-1.5 font-medium tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        variant === 'compact'
          ? 'h-11 min-w-11 rounded-full px-2 text-sm hover:bg-muted'
          : 'h-11 rounded-xl border border-input bg-card px-4 text-sm hover:bg-muted md:h-10',
        liked && variant === 'pill' && 'border-rose-300 bg-rose-50 dark:border-rose-500/40 dark:bg-rose-500/10',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(
          'size-6 transition-transform group-active/like:scale-90',
          variant === 'pill' && 'size-5',
          liked ? 'fill-rose-500 text-rose-500' : 'text-foreground',
        )}
      />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
