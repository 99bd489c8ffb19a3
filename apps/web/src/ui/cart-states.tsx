import { SCREEN } from '@kala/contract';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { paths } from '../lib/paths';

// The cart could not be read, or it is empty: the cart page and checkout (which reads the same cart) say so alike.

export function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title={SCREEN.cart.error}
      description={SCREEN.cart.errorHint}
      retryLabel={SCREEN.cart.retry}
      onRetry={onRetry}
    />
  );
}

export function CartEmpty() {
  return (
    <EmptyState
      icon={ShoppingBag}
      title={SCREEN.cart.empty}
      description={SCREEN.cart.emptyHint}
      action={
        <Button asChild size="lg">
          <Link to={paths.products}>{SCREEN.cart.continueShopping}</Link>
        </Button>
      }
      className="min-h-[60dvh]"
    />
  );
}
