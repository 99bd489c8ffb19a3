import { type Artwork, SCREEN } from '@kala/contract';
import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { Button } from '../../ui/button';

const T = SCREEN.manage;

// The menu and the delete's confirmation load on the first tap: the artist's own page draws only the button.
const OwnerMenuPanel = lazy(() => import('./owner-menu-panel'));

/**
 * The artwork page's Manage menu for its artist and admins (issue 34, decision 0025): edit, unlist or list again,
 * delete. An unlisted artwork says so above it. Loaded only for them (artwork-detail-page.tsx).
 */
export default function OwnerMenu({ artwork }: { artwork: Artwork }) {
  const [armed, setArmed] = useState(false);
  // The server draws this button on the artist's own page: a tap before the app ran opens the menu once it has
  // (lib/early-taps.ts), where a menu live only after hydrating lost it.
  const earlyTap = `manage-artwork:${artwork.id}`;
  useEarlyTap(earlyTap, () => setArmed(true));
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      className="w-fit"
      aria-haspopup="menu"
      onClick={() => setArmed(true)}
      {...earlyTapProps(earlyTap)}
    >
      <Settings2 aria-hidden="true" className="size-4" />
      {T.menu}
    </Button>
  );
  return (
    <div className="flex w-full flex-col gap-2">
      {artwork.unlisted === true ? (
        <p role="status" className="rounded-xl border border-border bg-muted px-3 py-2 text-sm font-medium">
          {T.unlistedBanner}
        </p>
      ) : null}
      {armed ? (
        <Suspense fallback={trigger}>
          <OwnerMenuPanel artwork={artwork} />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
