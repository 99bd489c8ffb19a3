// Prices are written by lib/format.ts, in the current language.
export { formatPrice } from '../lib/format';
