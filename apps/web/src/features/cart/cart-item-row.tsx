import type { Artwork } from '@kala/contract';
import { ERR, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { artworkQuery } from '../../entities/artwork/artwork.api';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../ui/price';
import { offerDeadline, unitPrice } from '../../lib/offers';
import { Skeleton } from '../../ui/skeleton';
import { Thumbnail } from '../../ui/thumbnail';
import { type CartLine, lineState, useRemoveCartItemMutation, useUpdateCartQuantityMutation } from './cart.api';
import { QuantityStepper } from './quantity-stepper';
import { paths } from '../../lib/paths';
import { BADGE_TONE } from '../../ui/badge-tones';

const removeClasses =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring md:size-9';

/**
 * One cart line (docs/product.md#cart row): image, title linking to the artwork, the artist, remove, − and +, and
 * the line price. A line the cart answer did not bring the artwork for loads it here.
 */
export function CartItemRow({ line }: { line: CartLine }) {
  const fallback = useQuery({ ...artworkQuery(line.artworkId), enabled: line.artwork === undefined });
  const remove = useRemoveCartItemMutation();
  const removeButton = (title: string) => (
    <button
      type="button"
      className={removeClasses}
      aria-label={SCREEN.cart.remove(title)}
      onClick={() => remove.mutate({ itemId: line.id, artworkId: line.artworkId })}
    >
      <Trash2 aria-hidden="true" className="size-5 md:size-[1.1rem]" />
    </button>
  );

  const artwork = line.artwork ?? fallback.data;
  if (artwork) return <LoadedRow line={{ ...line, artwork }} artwork={artwork} removeButton={removeButton} />;

  return (
    <li className="flex items-center gap-4 py-5">
      <Skeleton className={cn('size-24 shrink-0 sm:size-28', fallback.isError && 'animate-none')} />
      <p role={fallback.isError ? 'alert' : 'status'} className="flex-1 text-sm text-muted-foreground">
        {fallback.isError ? SCREEN.cart.itemError : SCREEN.cart.itemLoading}
      </p>
      {removeButton(line.artworkId)}
    </li>
  );
}

function LoadedRow({
  line,
  artwork,
  removeButton,
}: {
  line: CartLine;
  artwork: Artwork;
  removeButton: (title: string) => ReactNode;
}) {
  const update = useUpdateCartQuantityMutation();
  const { stock, problem } = lineState(line);
  const unavailable = problem === 'soldOut' || problem === 'notForSale';
  const href = paths.artwork(line.artworkId);
  const artist = artwork.artist?.username;
  const price = unitPrice(line);
  const linePrice = (Math.round(price * 100) * line.quantity) / 100;

  return (
    <li className="flex gap-4 py-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Thumbnail
          image={artwork.images[0]}
          alt=""
          sizes="112px"
          className={cn('size-24 rounded-xl ring-1 ring-border sm:size-28', unavailable && 'opacity-60 grayscale')}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 pt-0.5">
            <Link
              to={href}
              className="line-clamp-2 font-semibold leading-snug underline-offset-4 hover:underline focus-visible:underline"
            >
              {artwork.title}
            </Link>
            <p className="mt-0.5 truncate text-sm text-muted-foreground">
              {artist ? SCREEN.cart.byArtist(artist) : SCREEN.cart.unknownArtist}
            </p>
          </div>
          {removeButton(artwork.title)}
        </div>

        <p className="text-sm text-muted-foreground tabular-nums">{SCREEN.cart.each(formatPrice(price))}</p>
        {line.agreedPrice != null && line.agreedUntil ? (
          <p className="text-xs font-medium text-primary" data-testid="agreed-price">
            {SCREEN.chat.agreedUntil(offerDeadline(line.agreedUntil))}
          </p>
        ) : null}

        {problem ? (
          <p
            className={cn(
              'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              unavailable ? 'bg-destructive/10 text-destructive' : BADGE_TONE.amber,
            )}
          >
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {problem === 'soldOut'
              ? SCREEN.artwork.soldOut
              : problem === 'notForSale'
                ? ERR.notForSale
                : ERR.notEnoughStock(stock)}
          </p>
        ) : null}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-2">
          {unavailable ? (
            // Nothing to change on a line that cannot be bought: only remove is left.
            <span />
          ) : (
            <QuantityStepper
              value={line.quantity}
              max={stock}
              onChange={(quantity) => update.mutate({ itemId: line.id, quantity })}
            />
          )}
          <p
            className={cn(
              'text-base font-semibold tabular-nums',
              unavailable && 'text-muted-foreground line-through decoration-1',
            )}
          >
            {formatPrice(linePrice)}
          </p>
        </div>
      </div>
    </li>
  );
}
