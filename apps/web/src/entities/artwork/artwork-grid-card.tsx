import { type Artwork, cleanTags, SCREEN, artworkAlt } from '@kala/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';
import { formatPrice } from '../../ui/price';
import { ArtworkImage } from './artwork-image';
import { paths } from '../../lib/paths';

// Two columns on phones, four on wide screens (docs/product.md#listing-page): the image is drawn at about that width.
/** At most this many tags on a card. */
const CARD_TAGS = 3;
const GRID_IMAGE_SIZES = '(min-width: 1024px) 22vw, (min-width: 768px) 40vw, 50vw';

export interface ArtworkGridCardProps {
  artwork: Artwork;
  /** The first cards of a screen load at once, with high priority. */
  priority?: boolean;
  /** An action over the image's corner, e.g. the wishlist's remove button (kept outside the card's link). */
  action?: ReactNode;
  /** The title's heading level: 2 when the grid sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** Keep the image back until the first cards' have loaded (see ArtworkImage). */
  holdImage?: boolean;
  onImageSettled?: () => void;
}

/**
 * A card of the artwork grid (docs/product.md#listing-page): opens the detail; shows the first image, the title,
 * the price when for sale, the tags, and the artist's avatar and username on hover (always on touch screens,
 * which cannot hover).
 */
export function ArtworkGridCard({
  artwork,
  priority = false,
  action,
  headingLevel = 3,
  holdImage,
  onImageSettled,
}: ArtworkGridCardProps) {
  const tags = cleanTags(artwork.tags);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex min-w-0 flex-col gap-2.5">
      <Link to={paths.artwork(artwork.id)} className="flex flex-col gap-2.5 rounded-2xl focus-visible:outline-offset-4">
        <div className="relative overflow-hidden rounded-2xl shadow-sm ring-1 ring-border/70">
          <ArtworkImage
            image={artwork.images[0]}
            alt={artworkAlt(artwork)}
            sizes={GRID_IMAGE_SIZES}
            priority={priority}
            hold={holdImage}
            onSettled={onImageSettled}
            className="aspect-[4/5]"
            imgClassName="transition-transform duration-500 ease-out group-hover:scale-[1.04]"
          />
          {artwork.hidden ? (
            // Only on the artist's own grid and the admin's (decision 0028): nobody else is shown a hidden work.
            <span className="absolute top-2.5 right-2.5 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-[0.7rem] font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {SCREEN.moderation.hiddenBadge}
            </span>
          ) : null}
          {artwork.isSold ? (
            <span className="absolute top-2.5 left-2.5 rounded-full bg-foreground/85 px-2.5 py-1 text-[0.7rem] font-semibold tracking-wide text-background uppercase">
              {SCREEN.artwork.soldOut}
            </span>
          ) : null}
          <div
            className={cn(
              'absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/70 via-black/35 to-transparent px-3 pt-10 pb-3 text-white',
              'opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100 pointer-coarse:opacity-100',
            )}
          >
            <Avatar
              src={artwork.artist.profileImage}
              username={artwork.artist.username}
              size="xs"
              className="ring-white/60"
            />
            <span className="truncate text-sm font-medium drop-shadow-sm">{artwork.artist.username}</span>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 px-0.5">
          <Heading className="truncate font-display text-base leading-snug font-semibold">{artwork.title}</Heading>
          {artwork.forSale && !artwork.isSold ? (
            <p className="text-sm font-semibold text-primary tabular-nums">{formatPrice(artwork.price)}</p>
          ) : null}
        </div>
      </Link>
      {tags.length > 0 ? (
        // Each tag opens its page (issue 18): links of their own, beside the card's link (links cannot nest). The
        // first few keep the cards of a row level; the artwork's page has them all.
        <ul className="-mt-2 flex min-w-0 flex-wrap gap-x-1.5 px-0.5 text-xs text-muted-foreground">
          {tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="min-w-0 truncate">
              <Link
                to={paths.tag(tag)}
                className="inline-block py-1 transition-colors hover:text-primary hover:underline"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="absolute top-2 right-2">{action}</div> : null}
    </article>
  );
}
