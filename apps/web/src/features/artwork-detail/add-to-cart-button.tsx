import { type Artwork, MSG, SCREEN } from '@kala/contract';
import { ShoppingBag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { useLoginPrompt } from '../../lib/login-prompt';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { Button } from '../../ui/button';
import { useAddToCartMutation } from './artwork-detail-page.api';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

export interface AddToCartButtonProps {
  artwork: Pick<Artwork, 'id' | 'isSold'>;
  className?: string;
}

/**
 * 'Add to Cart' ('Adding...' while pending), or a disabled 'Sold Out' (docs/product.md#screens-and-routes,
 * docs/product.md#states-and-transitions "Purchase state"). The page shows it only to non-owners of artworks for sale.
 * Guests are asked to log in.
 */
export function AddToCartButton({ artwork, className }: AddToCartButtonProps) {
  const { isAuthenticated } = useAuth();
  const askToLogIn = useLoginPrompt();
  const navigate = useNavigate();
  const cartCall = useAddToCartMutation(artwork.id);

  const onClick = () => {
    if (!isAuthenticated) {
      askToLogIn(MSG.loginRequired.cart);
      return;
    }
    cartCall.mutate(undefined, {
      onSuccess: () =>
        toast.success(MSG.cart.added, {
          action: { label: SCREEN.artwork.viewCart, onClick: () => navigate(paths.cart) },
        }),
      // The server says why, e.g. 'Only 1 left in stock' when the cart already holds the last one.
      onError: (error) => toast.error(errorMessage(error, MSG.cart.addFailed)),
    });
  };

  // A tap before the app ran on a server-rendered page counts (lib/early-taps.ts).
  const earlyTap = `add-to-cart:${artwork.id}`;
  useEarlyTap(earlyTap, onClick);

  if (artwork.isSold) {
    return (
      <Button size="lg" disabled className={className}>
        {SCREEN.artwork.soldOut}
      </Button>
    );
  }

  return (
    <Button size="lg" onClick={onClick} {...earlyTapProps(earlyTap)} loading={cartCall.isPending} className={className}>
      {cartCall.isPending ? null : <ShoppingBag aria-hidden="true" />}
      {cartCall.isPending ? SCREEN.artwork.adding : SCREEN.artwork.addToCart}
    </Button>
  );
}
