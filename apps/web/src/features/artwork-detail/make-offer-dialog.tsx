import { SCREEN } from '@kala/contract';
import type { Artwork } from '@kala/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { OfferAmountForm } from '../../ui/offer-amount-form';
import { formatPrice } from '../../ui/price';

export interface MakeOfferDialogProps {
  artwork: Pick<Artwork, 'price'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amount in rupees, once valid. */
  onSend: (amount: number) => boolean;
}

/** The Make an offer dialog: the price as a hint and a ₹ amount below it (loaded on the first tap of the button). */
export function MakeOfferDialog({ artwork, open, onOpenChange, onSend }: MakeOfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SCREEN.chat.makeOffer}</DialogTitle>
          <DialogDescription>{SCREEN.chat.offerDialogHint(formatPrice(artwork.price))}</DialogDescription>
        </DialogHeader>
        <OfferAmountForm
          label={SCREEN.chat.offerAmountLabel}
          submitLabel={SCREEN.chat.sendOffer}
          price={artwork.price}
          autoFocus
          onSubmit={onSend}
        />
      </DialogContent>
    </Dialog>
  );
}
