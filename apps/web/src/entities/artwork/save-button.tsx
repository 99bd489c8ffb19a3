import type { Artwork } from '@kala/contract';
import { MSG, SCREEN } from '@kala/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { cn } from '../../lib/cn';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { saveArtwork } from './artwork-actions.api';
import { useSignedInTap } from './signed-in-actions';
import { toast } from '../../lib/toast';

export interface SaveButtonProps {
  artwork: Pick<Artwork, 'id' | 'isWishList'>;
  /** icon: a bookmark (feed cards); pill: a bordered 'Save' / 'Saved' button (detail page). */
  variant?: 'icon' | 'pill';
  className?: string;
}

/**
 * Save to the wishlist, and remove again (docs/product.md#wishlist; docs/product.md#beyond-the-original-client adds
 * removal). The bookmark fills at once and empties again if the server refuses (saveArtwork); taps while a call is in
 * flight are ignored. Guests are asked to log in (docs/product.md#messages).
 */
export function SaveButton({ artwork, variant = 'icon', className }: SaveButtonProps) {
  const queryClient = useQueryClient();
  const saved = artwork.isWishList;
  const onClick = useSignedInTap(MSG.loginRequired.save, () =>
    saveArtwork(queryClient, artwork.id, !saved).then(
      (result) =>
        result === 'queued'
          ? toast(SCREEN.app.actionQueued)
          : toast.success(result.isWishList ? MSG.wishlist.saved : MSG.wishlist.removed),
      () => toast.error(saved ? MSG.wishlist.removeFailed : MSG.wishlist.saveFailed),
    ),
  );

  // A tap before the app ran on a server-rendered page counts (lib/early-taps.ts).
  const earlyTap = `save:${artwork.id}`;
  useEarlyTap(earlyTap, onClick);

  return (
    <button
      type="button"
      onClick={onClick}
      {...earlyTapProps(earlyTap)}
      aria-pressed={saved}
      // The icon alone needs a name; the pill says Save or Saved, and aria-pressed tells which.
      aria-label={variant === 'icon' ? SCREEN.artwork.save : undefined}
      className={cn(
        'inline-flex cursor-pointer items-center transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        variant === 'icon'
          ? 'size-11 justify-center rounded-full hover:bg-muted'
          : 'h-11 gap-2 rounded-xl border px-4 text-sm font-medium md:h-10',
        variant === 'pill' &&
          (saved ? 'border-primary/40 bg-accent text-accent-foreground' : 'border-input bg-card hover:bg-muted'),
        className,
      )}
    >
      <Bookmark
        aria-hidden="true"
        className={cn(variant === 'icon' ? 'size-6' : 'size-5', saved && 'fill-current text-primary')}
      />
      {variant === 'pill' ? (saved ? SCREEN.artwork.saved : SCREEN.artwork.save) : null}
    </button>
  );
}
