import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-store';
import { ArtistStrip } from './artist-strip';
import { similarArtistsQuery } from './profile.api';

/**
 * "Artists you may like" (docs/product.md#for-you), below a profile's artworks: the artists whose works the same
 * people liked, saved or bought, then those in the same mediums. Nothing when there are none.
 */
export function SimilarArtists({ userId }: { userId: string }) {
  const { userId: viewer } = useAuth();
  const { data } = useQuery(similarArtistsQuery(userId, viewer));
  if (!data || data.artists.length === 0) return null;
  return (
    <section aria-labelledby="similar-artists" className="flex flex-col gap-3">
      <h2 id="similar-artists" className="text-lg font-semibold">
        {SCREEN.forYou.similarArtists}
      </h2>
      <ArtistStrip artists={data.artists} withUsername />
    </section>
  );
}
