import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
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
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {data.artists.map((artist) => (
          <li key={artist.id} className="snap-start">
            <Link
              to={paths.profile(artist.username)}
              className="flex w-24 flex-col items-center gap-1.5 rounded-xl p-1 text-center hover:bg-muted"
            >
              <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="lg" />
              <span className="line-clamp-2 text-xs font-medium leading-tight">{artist.name}</span>
              <span className="line-clamp-1 text-xs text-muted-foreground">@{artist.username}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
