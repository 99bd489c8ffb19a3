import type { Artwork } from '@kala/contract';
import { MSG, SCREEN } from '@kala/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useRef } from 'react';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { saveArtwork } from './artwork-detail.api';
import { toast } from '../../lib/toast';

export interface SaveButtonProps {
  artwork: Pick<Artwork, 'id' | 'isWishList'>;
  /** icon: a bookmark (feed cards); pill: a bordered 'Save' / 'Saved' button (detail page). */
  variant?: 'icon' | 'pill';
  className?: string;
}

/**
 * Save to the wishlist, and remove again (spec §4 "Wishlist"; design.md adds removal). The bookmark fills at once
 * and empties again if the server refuses (saveArtwork); taps while a call is in flight are ignored. Guests are
 * asked to log in (§8).
 */
export function SaveButton({ artwork, variant = 'icon', className }: SaveButtonProps) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  // A ref, not state: a second tap in the same frame must already see the first one.
  const inFlight = useRef(false);
  const saved = artwork.isWishList;

  const onClick = () => {
    if (!isAuthenticated) {
      toast.error(MSG.loginRequired.save);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    saveArtwork(queryClient, artwork.id, !saved)
      .then(
        ({ isWishList }) => toast.success(isWishList ? MSG.wishlist.saved : MSG.wishlist.removed),
        () => toast.error(saved ? MSG.wishlist.removeFailed : MSG.wishlist.saveFailed),
      )
      .finally(() => {
        inFlight.current = false;
      });
  };

  // A tap before the app ran on a server-rendered page counts (lib/early-taps.ts).
  const earlyTap = `save:${artwork.id}`;
  useEarlyTap(earlyTap, onClick);

  const icon = (
    <Bookmark
      aria-hidden="true"
      className={cn(variant === 'icon' ? 'size-6' : 'size-5', saved && 'fill-current text-primary')}
    />
  );

  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={onClick}
        {...earlyTapProps(earlyTap)}
        aria-pressed={saved}
        aria-label={SCREEN.artwork.save}
        className={cn(
          'inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors hover:bg-muted',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      {...earlyTapProps(earlyTap)}
      aria-pressed={saved}
      className={cn(
        'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 text-sm font-medium transition-colors md:h-10',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        saved ? 'border-primary/40 bg-accent text-accent-foreground' : 'border-input bg-card hover:bg-muted',
        className,
      )}
    >
      {icon}
      {saved ? SCREEN.artwork.saved : SCREEN.artwork.save}
    </button>
  );
}
