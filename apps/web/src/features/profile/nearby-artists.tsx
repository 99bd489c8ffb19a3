import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { ArtistStrip } from './artist-strip';
import { nearbyArtistsQuery } from './profile.api';
import { paths } from '../../lib/paths';

/**
 * "Artists in {city}" (issue 19): a row of the artists in the signed-in viewer's city, most followed first, and the
 * way to their city's artworks (the listing's Near me). Nothing at all without a city or with no artist there.
 */
export function NearbyArtists() {
  const { userId } = useAuth();
  const { data } = useQuery({ ...nearbyArtistsQuery(userId), enabled: userId !== null });
  if (!data || data.artists.length === 0) return null;
  return (
    <section aria-labelledby="nearby-artists" className="px-4 py-2 sm:px-0">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="nearby-artists" className="text-base font-semibold">
          {SCREEN.feed.artistsIn(data.city)}
        </h2>
        <Link
          to={paths.productsNearMe}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {SCREEN.feed.seeNearMe}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ArtistStrip artists={data.artists} />
    </section>
  );
}
