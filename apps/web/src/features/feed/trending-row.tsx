import { SCREEN, artworkAlt } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { artworksOf } from '../../entities/artwork/artwork.api';
import { paths } from '../../lib/paths';
import { ArtworkImage } from '../../entities/artwork/artwork-image';
import { trendingInfiniteQuery } from './feed.api';

/**
 * "Trending now" (docs/product.md#for-you): a visitor's row of the works most engaged with lately (likes, saves,
 * sales and views, halved every three days), inside the feed after its first screen. Nothing when nothing trends.
 */
export function TrendingRow() {
  const { data } = useInfiniteQuery(trendingInfiniteQuery());
  const artworks = artworksOf(data);
  if (artworks.length === 0) return null;
  return (
    <section aria-labelledby="trending-now" className="px-4 py-2 sm:px-0">
      <h2 id="trending-now" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <TrendingUp aria-hidden="true" className="size-4 text-primary" />
        {SCREEN.forYou.trendingTitle}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {artworks.map((artwork) => (
          <li key={artwork.id} className="w-36 shrink-0 snap-start">
            <Link to={paths.artwork(artwork.id)} className="group flex flex-col gap-1.5">
              <ArtworkImage
                image={artwork.images[0]}
                alt={artworkAlt(artwork)}
                sizes="144px"
                className="aspect-square w-full rounded-xl object-cover"
              />
              <span className="line-clamp-1 text-sm font-medium group-hover:underline">{artwork.title}</span>
              <span className="line-clamp-1 text-xs text-muted-foreground">{artwork.artist.username}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
