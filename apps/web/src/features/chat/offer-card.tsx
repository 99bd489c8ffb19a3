import { type Offer, SCREEN } from '@kala/contract';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-classes';
import { formatPrice } from '../../ui/price';
import { Thumbnail } from '../../ui/thumbnail';
import { offerDeadline } from '../../lib/offers';
import { OfferAmountForm } from '../../ui/offer-amount-form';
import { putOnePieceInCart } from './offers.api';
import { paths } from '../../lib/paths';

export type OfferCardAnswer = { kind: 'accept' } | { kind: 'decline' } | { kind: 'counter'; amount: number };

export interface OfferCardProps {
  offer: Offer;
  /** The signed-in person. */
  userId: string;
  /** The message's time, e.g. '3:05 pm'. */
  time: string;
  onAnswer: (answer: OfferCardAnswer) => boolean;
}

const STATUS_CLASSES: Record<Offer['status'], string> = {
  pending: 'bg-accent text-accent-foreground',
  accepted: 'bg-success/15 text-success',
  declined: 'bg-destructive/10 text-destructive',
  countered: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
};

const price = (amount: number) => formatPrice(amount);

/**
 * An offer in the chat (issue 19): the artwork, the amount in ₹, its status; Accept, Decline and Counter for the
 * person who must answer; once accepted, "Buy at ₹X" for the buyer while the agreed price lasts.
 */
export function OfferCard({ offer, userId, time, onAnswer }: OfferCardProps) {
  const own = offer.senderId === userId;
  const mustAnswer = offer.status === 'pending' && !own;
  // Bought at the agreed price: the card says so and leads to the order, for the buyer and the artist alike.
  const orderId = offer.status === 'accepted' ? (offer.orderId ?? null) : null;
  const canBuy = offer.status === 'accepted' && offer.buyerId === userId && offer.expiresAt !== null && !orderId;
  const [countering, setCountering] = useState(false);
  const [buying, setBuying] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const counter = offer.senderId === offer.artistId;

  const buy = async () => {
    setBuying(true);
    try {
      await putOnePieceInCart(queryClient, offer.artworkId);
      navigate(paths.checkout);
    } catch (error) {
      toast.error(errorMessage(error, SCREEN.chat.loadError));
      setBuying(false);
    }
  };

  return (
    <li className={cn('mb-3 flex', own ? 'justify-end' : 'justify-start')} data-own={own || undefined}>
      <article
        aria-label={counter ? SCREEN.chat.counterOfferLabel : SCREEN.chat.offerLabel}
        data-testid="offer-card"
        data-status={offer.status}
        className={cn(
          'w-[min(20rem,88%)] overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm',
          own ? 'border-primary/40' : 'border-border',
        )}
      >
        <Link
          to={paths.artwork(offer.artworkId)}
          className="flex items-center gap-3 border-b border-border p-3 hover:bg-muted/50"
        >
          <Thumbnail
            image={offer.artwork.image}
            alt=""
            sizes="56px"
            className="size-14 rounded-lg ring-1 ring-border"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold leading-snug">{offer.artwork.title}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {SCREEN.chat.listPrice(price(offer.artwork.price))}
            </p>
          </div>
        </Link>
        <div className="flex flex-col gap-3 p-3">
          <div className="flex items-end justify-between gap-2">
            <div>
              <p className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <HandCoins aria-hidden="true" className="size-3.5" />
                {counter ? SCREEN.chat.counterOfferLabel : SCREEN.chat.offerLabel}
              </p>
              <p className="text-2xl font-bold tracking-tight tabular-nums">{price(offer.amount)}</p>
            </div>
            <span
              className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_CLASSES[offer.status])}
              data-testid="offer-status"
            >
              {orderId ? SCREEN.chat.offerBought : SCREEN.chat.offerStatus[offer.status]}
            </span>
          </div>
          {mustAnswer ? (
            <div className="flex flex-col gap-2">
              <div className="grid grid-cols-3 gap-2">
                <Button size="sm" onClick={() => onAnswer({ kind: 'accept' })}>
                  {SCREEN.chat.accept}
                </Button>
                <Button size="sm" variant="outline" onClick={() => onAnswer({ kind: 'decline' })}>
                  {SCREEN.chat.decline}
                </Button>
                <Button
                  size="sm"
                  variant={countering ? 'secondary' : 'outline'}
                  aria-expanded={countering}
                  onClick={() => setCountering((open) => !open)}
                >
                  {SCREEN.chat.counter}
                </Button>
              </div>
              {countering ? (
                <OfferAmountForm
                  label={SCREEN.chat.counterLabel}
                  submitLabel={SCREEN.chat.sendOffer}
                  price={offer.artwork.price}
                  autoFocus
                  onSubmit={(amount) => onAnswer({ kind: 'counter', amount })}
                />
              ) : null}
            </div>
          ) : null}
          {canBuy && offer.expiresAt ? (
            <div className="flex flex-col gap-1.5">
              <Button onClick={() => void buy()} loading={buying}>
                {SCREEN.chat.buyAt(price(offer.amount))}
              </Button>
              <p className="text-center text-xs text-muted-foreground">
                {SCREEN.chat.agreedUntil(offerDeadline(offer.expiresAt))}
              </p>
            </div>
          ) : null}
          {orderId ? (
            <Link to={paths.order(orderId)} className={buttonClasses('outline', 'md', 'w-full')}>
              <PackageCheck aria-hidden="true" className="size-4" />
              {SCREEN.chat.viewOrder}
            </Link>
          ) : null}
          <time className="self-end text-[0.68rem] text-muted-foreground tabular-nums">{time}</time>
        </div>
      </article>
    </li>
  );
}
