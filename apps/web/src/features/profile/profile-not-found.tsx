import { SCREEN } from '@kala/contract';
import { Compass, UserRoundX } from 'lucide-react';
import { EmptyState } from '../../ui/empty-state';
import { paths } from '../../lib/paths';

/** An unknown username or id on /profile/{artistId}: said plainly, with a way back to the art. */
export function ProfileNotFound() {
  return (
    <EmptyState
      className="min-h-[60dvh]"
      icon={UserRoundX}
      title={SCREEN.profile.notFound}
      description={SCREEN.profile.notFoundHint}
      link={{ to: paths.products, label: SCREEN.profile.discover, icon: Compass }}
    />
  );
}
