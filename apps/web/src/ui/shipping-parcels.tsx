import { type CartShipping, SCREEN } from '@kala/contract';
import { formatDate } from '../lib/format-date';
import { formatPrice } from './price';

const day = (iso: string) => formatDate(new Date(`${iso}T12:00:00`), 'day');

/** Each artist's parcel under the summary's shipping line (issue 34 item 3): its price and when it arrives. */
export function ShippingParcels({ shipping }: { shipping: CartShipping }) {
  return (
    <ul className="flex flex-col gap-1.5 text-xs text-muted-foreground" aria-label={SCREEN.cart.shipping}>
      {shipping.artists.map((parcel) => (
        <li key={parcel.username} className="flex justify-between gap-4">
          <span>
            {SCREEN.shipping.shippingBy(parcel.username)} ·{' '}
            {SCREEN.shipping.arrivesBy(day(parcel.arrivesFrom), day(parcel.arrivesBy))}
          </span>
          <span className="tabular-nums">{parcel.amount === 0 ? SCREEN.cart.free : formatPrice(parcel.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
