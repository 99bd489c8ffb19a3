import type { ShippingAddress } from '@kala/contract';
import { MapPin, Phone } from 'lucide-react';

/** Where an order goes: name, address and a phone number to call (a Sales card and the order page). */
export function ShippingAddressBlock({ shipping }: { shipping: ShippingAddress }) {
  return (
    <address className="flex flex-col gap-0.5 text-sm not-italic">
      <span className="font-medium">{shipping.name}</span>
      <span className="flex items-start gap-1.5 text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {shipping.address}, {shipping.city} {shipping.pincode}
        </span>
      </span>
      <a
        href={`tel:${shipping.phone}`}
        className="flex w-fit items-center gap-1.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {shipping.phone}
      </a>
    </address>
  );
}
