// The answer schemas of lib/cart-shipping.api.ts, loaded on first use (lazySchemas): the artwork page's shipping box
// uses the buyer's pincode, and its first download then carries neither these nor zod.
import { cartShippingSchema, savedAddressSchema } from '@kala/contract';
import { z } from 'zod';

export { cartShippingSchema };
export const savedAddressesSchema = z.array(savedAddressSchema);
