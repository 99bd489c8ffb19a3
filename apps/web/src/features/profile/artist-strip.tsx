import type { UserSummary } from '@kala/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/avatar';

/**
 * A row of artists to visit, scrolled sideways on a phone: each one's picture and name, and with `withUsername` their
 * @username under it, in a wider tile (the nearby artists on the feed; the similar artists on a profile).
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
