// The answer schema of artwork-shipping.api.ts, loaded on first use (lazySchemas): the visitor's artwork page does not carry zod.
export { artworkShippingSchema } from '@kala/contract';
