import type { Artwork } from '@kala/contract';
import { SCREEN, artworkAlt } from '@kala/contract';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArtworkImage } from '../../entities/artwork/artwork-image';
import { LikeButton } from '../../entities/artwork/like-button';
import { SaveButton } from '../../entities/artwork/save-button';
import { Avatar } from '../../ui/avatar';
import { formatPrice } from '../../ui/price';
import { RelativeTime } from '../../ui/relative-time';
import { paths } from '../../lib/paths';

// The feed column is at most 36rem wide; on phones it is the screen.
export const FEED_IMAGE_SIZES = '(min-width: 640px) 576px, 100vw';
// Portraits are shown at most 4:5 and panoramas at least 1.91:1, so one image never fills the whole screen.
const TALLEST = 4 / 5;
const WIDEST = 1.91;

function aspectRatioOf(image: Artwork['images'][number] | undefined): number {
  if (!image?.width || !image.height) return 1;
  return Math.min(WIDEST, Math.max(TALLEST, image.width / image.height));
}

export interface FeedCardProps {
  artwork: Artwork;
  /** The first card: its image is the page's largest paint. */
  priority?: boolean;
  /** Keep the image back until the first card's has loaded (see ArtworkImage). */
  holdImage?: boolean;
  onImageSettled?: () => void;
  /** For you's reason (reason-line.tsx), above the artist. */
  reason?: ReactNode;
}

/**
 * A card of the home feed (docs/product.md#screens-and-routes): the artist's avatar and username (to their profile),
 * the first image (to the detail) with the title over it, like, comment and save, the description, 'View all N
 * comments', and how long ago it was posted.
 */
export function FeedCard({ artwork, priority = false, holdImage, onImageSettled, reason }: FeedCardProps) {
  const detailPath = paths.artwork(artwork.id);
  const profilePath = paths.profile(artwork.artistId);
  const image = artwork.images[0];
  return (
    <article className="overflow-hidden border-y border-border bg-card sm:rounded-2xl sm:border sm:shadow-sm">
      {reason}
      <header className="flex items-center gap-3 px-4 py-3">
        {/* The username beside it is the same link, with a name: this one is for pointers only. */}
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          <Avatar src={artwork.artist.profileImage} username={artwork.artist.username} size="sm" />
        </Link>
        <div className="flex min-w-0 flex-col leading-tight">
          <Link to={profilePath} className="truncate text-sm font-semibold hover:underline">
            {artwork.artist.username}
          </Link>
          {artwork.location ? <span className="truncate text-xs text-muted-foreground">{artwork.location}</span> : null}
        </div>
        {artwork.forSale && !artwork.isSold ? (
          <span className="ml-auto shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            {formatPrice(artwork.price)}
          </span>
        ) : artwork.isSold ? (
          <span className="ml-auto shrink-0 rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
            {SCREEN.artwork.soldOut}
          </span>
        ) : null}
      </header>

      {/* The title lies over the image but outside its link: the link is named once, by the image's alt. */}
      <div className="relative">
        <Link to={detailPath} className="block">
          <ArtworkImage
            image={image}
            alt={artworkAlt(artwork)}
            sizes={FEED_IMAGE_SIZES}
            priority={priority}
            hold={holdImage}
            onSettled={onImageSettled}
            style={{ aspectRatio: aspectRatioOf(image) }}
            className="w-full"
          />
        </Link>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent px-4 pt-16 pb-3.5">
          <h2 className="font-display text-xl leading-snug font-semibold text-white drop-shadow-sm sm:text-2xl">
            {artwork.title}
          </h2>
        </div>
      </div>

      <div className="flex items-center gap-1 px-2 pt-1.5">
        <LikeButton artwork={artwork} />
        <Link
          to={`${detailPath}#comments`}
          aria-label={`${SCREEN.artwork.comments}, ${artwork.comments}`}
          className="inline-flex h-11 min-w-11 items-center gap-1.5 rounded-full px-2 text-sm font-medium tabular-nums hover:bg-muted"
        >
          <MessageCircle aria-hidden="true" className="size-6 -scale-x-100" />
          <span aria-hidden="true">{artwork.comments}</span>
        </Link>
        <span className="ml-auto">
          <SaveButton artwork={artwork} />
        </span>
      </div>

      <div className="flex flex-col gap-1.5 px-4 pt-1 pb-4">
        {artwork.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-foreground/90">{artwork.description}</p>
        ) : null}
        {artwork.comments > 0 ? (
          <Link
            to={`${detailPath}#comments`}
            className="self-start text-sm text-muted-foreground hover:text-foreground"
          >
            {SCREEN.feed.viewAllComments(artwork.comments)}
          </Link>
        ) : null}
        {/* Its own component: it alone is drawn again once the page is hydrated (lib/hydration.ts), not the card. */}
        <RelativeTime date={artwork.createdAt} className="text-xs tracking-wide text-muted-foreground uppercase" />
      </div>
    </article>
  );
}
