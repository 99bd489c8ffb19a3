import { type Artwork, MSG, SCREEN } from '@kala/contract';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useLoginPrompt } from '../../lib/login-prompt';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { Button } from '../../ui/button';
import type { OfferToSend } from '../../lib/offers';
import { paths } from '../../lib/paths';

// The dialog (and the dialog library under it) loads on the first tap: the artwork page's first download stays
// without it, as most visitors never make an offer.
const MakeOfferDialog = lazy(() =>
  import('./make-offer-dialog').then((module) => ({ default: module.MakeOfferDialog })),
);

export interface MakeOfferButtonProps {
  artwork: Pick<Artwork, 'id' | 'artistId' | 'price' | 'isSold' | 'forSale'>;
  className?: string;
}

/**
 * "Make an offer" on a for-sale artwork's page (issue 19): a ₹ amount below the price, then the chat with the
 * artist opens and sends it as an offer card. The page shows it only to others than the artist; a sold-out
 * artwork has none.
 */
export function MakeOfferButton({ artwork, className }: MakeOfferButtonProps) {
  const { isAuthenticated } = useAuth();
  const askToLogIn = useLoginPrompt();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing keeps its closing animation.
  const [wanted, setWanted] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next && !isAuthenticated) {
      askToLogIn(MSG.loginRequired.offer);
      return;
    }
    if (next) setWanted(true);
    setOpen(next);
  };
  // A tap before the app ran on the server-rendered page opens the dialog once it runs (lib/early-taps.ts).
  const earlyTap = `make-offer:${artwork.id}`;
  useEarlyTap(earlyTap, () => onOpenChange(true));
  const send = (amount: number) => {
    const offer: OfferToSend = { artworkId: artwork.id, amount };
    setOpen(false);
    navigate(paths.chat(artwork.artistId), { state: { offer } });
    return true;
  };

  if (!artwork.forSale || artwork.isSold) return null;
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        className={className}
        onClick={() => onOpenChange(true)}
        {...earlyTapProps(earlyTap)}
      >
        <HandCoins aria-hidden="true" />
        {SCREEN.chat.makeOffer}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MakeOfferDialog artwork={artwork} open={open} onOpenChange={onOpenChange} onSend={send} />
        </Suspense>
      ) : null}
    </>
  );
}
