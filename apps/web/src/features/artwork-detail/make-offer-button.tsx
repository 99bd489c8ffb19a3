import { type Artwork, MSG, SCREEN } from '@kala/contract';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { formatPrice } from '../../ui/price';
import type { OfferToSend } from '../../lib/offers';
import { OfferAmountForm } from '../../ui/offer-amount-form';

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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!artwork.forSale || artwork.isSold) return null;

  const onOpenChange = (next: boolean) => {
    if (next && !isAuthenticated) {
      toast.error(MSG.loginRequired.offer);
      return;
    }
    setOpen(next);
  };
  const send = (amount: number) => {
    const offer: OfferToSend = { artworkId: artwork.id, amount };
    setOpen(false);
    navigate(`/chat/${encodeURIComponent(artwork.artistId)}`, { state: { offer } });
    return true;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button size="lg" variant="outline" className={className} onClick={() => onOpenChange(true)}>
        <HandCoins aria-hidden="true" />
        {SCREEN.chat.makeOffer}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SCREEN.chat.makeOffer}</DialogTitle>
          <DialogDescription>
            {SCREEN.chat.offerDialogHint(formatPrice(artwork.price, { whole: true }))}
          </DialogDescription>
        </DialogHeader>
        <OfferAmountForm
          label={SCREEN.chat.offerAmountLabel}
          submitLabel={SCREEN.chat.sendOffer}
          price={artwork.price}
          autoFocus
          onSubmit={send}
        />
      </DialogContent>
    </Dialog>
  );
}
