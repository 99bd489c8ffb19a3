import { type ArtworkShipping, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Timer, Truck } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { formatIntlDate } from '../../lib/format';
import { useBuyerPincode } from '../../lib/cart-shipping.api';
import { PincodeForm } from '../../ui/pincode-form';
import { formatPrice } from '../../ui/price';
import { artworkShippingQuery } from '../../entities/artwork/artwork-shipping.api';

const T = SCREEN.shipping;
// Intl rather than date-fns: the visitor's artwork page does not download a date library for two dates.
const day = (iso: string) => formatIntlDate(new Date(`${iso}T12:00:00`), { day: 'numeric', month: 'short' });

/**
 * Shipping and returns on the artwork page (issue 34 item 3, decision 0027): the buyer's pincode (remembered, or
 * their default address's), what shipping there costs and when it arrives, the processing time and returns.
 */
export function ShippingBox({ artworkId }: { artworkId: string }) {
  const { pincode, choose } = useBuyerPincode();
  const [submitted, setSubmitted] = useState(false);
  const shipping = useQuery(artworkShippingQuery(artworkId, pincode));
  // Without a pincode (or with a refused one), the policy alone.
  const policy = useQuery({ ...artworkShippingQuery(artworkId, null), enabled: shipping.isError });
  const refused = shipping.error instanceof ApiError && shipping.error.status === 400 ? shipping.error : null;
  const data: ArtworkShipping | undefined = shipping.data ?? policy.data;

  return (
    <section
      aria-labelledby={`shipping-${artworkId}`}
      className="flex flex-col gap-3 rounded-2xl border border-border p-4"
    >
      <h2 id={`shipping-${artworkId}`} className="text-base font-semibold">
        {T.boxHeading}
      </h2>
      <PincodeForm
        initial={pincode}
        pending={shipping.isFetching && submitted}
        error={refused ? refused.serverMessage || T.quoteError : shipping.isError ? T.quoteError : null}
        onSubmit={(value) => {
          setSubmitted(true);
          choose(value);
        }}
      />
      {data ? <ShippingFacts shipping={data} /> : null}
    </section>
  );
}

function ShippingFacts({ shipping }: { shipping: ArtworkShipping }) {
  const { policy, quote } = shipping;
  const lowest = Math.min(policy.rates.city, policy.rates.state, policy.rates.india);
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-live="polite">
      <li className="flex items-start gap-2">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {quote ? (
          <span>
            <span className="font-medium">
              {quote.amount === 0 ? T.freeShippingShort : T.cost(formatPrice(quote.amount))}
            </span>{' '}
            <span className="text-muted-foreground">
              · {T.shippingTo(quote.pincode)} · {T.zoneName[quote.zone]}
            </span>
            <br />
            <span className="font-medium">{T.arrivesBy(day(quote.arrivesFrom), day(quote.arrivesBy))}</span>
          </span>
        ) : (
          <span className="font-medium">
            {policy.free ? T.freeShippingShort : `${T.rateSummary} ${formatPrice(lowest)}`}
          </span>
        )}
      </li>
      <li className="flex items-center gap-2">
        <Timer aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {T.shipsWithin(policy.processingDays)}
      </li>
      <li className="flex items-center gap-2">
        <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {T.returnsPolicy(policy.returnsDays)}
      </li>
    </ul>
  );
}
