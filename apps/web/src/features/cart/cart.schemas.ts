// The cart's answer schema, loaded on first use (cart-count.api.ts): the shell counts the cart without carrying zod.
import { artworkSchema, cartItemSchema } from '@kala/contract';
import { z } from 'zod';

// A line whose artwork does not come through readable still shows: its row loads the artwork itself.
const cartLineSchema = cartItemSchema.extend({ artwork: artworkSchema.optional().catch(undefined) });
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartLinesSchema = z.array(cartLineSchema);
