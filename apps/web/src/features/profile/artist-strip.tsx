import type { UserSummary } from '@kala/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';

/**
 * A row of artists to scroll sideways, each a photo and a name that open their profile: "Artists in {city}" on the
 * home page and "Artists you may like" below a profile. `withUsername` adds the @username under the name.
 */
export function ArtistStrip({ artists, withUsername = false }: { artists: UserSummary[]; withUsername?: boolean }) {
  return (
    <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      {artists.map((artist) => (
        <li key={artist.id} className="snap-start">
          <Link
            to={paths.profile(artist.username)}
            className={cn(
              'flex flex-col items-center gap-1.5 rounded-xl p-1 text-center hover:bg-muted',
              withUsername ? 'w-24' : 'w-20',
            )}
          >
            <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="lg" />
            <span className="line-clamp-2 text-xs font-medium leading-tight">{artist.name}</span>
            {withUsername ? (
              <span className="line-clamp-1 text-xs text-muted-foreground">@{artist.username}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
