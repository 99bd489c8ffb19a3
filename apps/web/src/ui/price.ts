import { CURRENCY } from '@kala/contract';

const rupees = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
const wholeRupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
});

/**
 * A price in rupees with Indian digit grouping: formatPrice(125000) → '₹1,25,000.00'. `whole` drops the paise
 * of a round price for compact cards ('₹1,25,000'); a price with paise keeps them.
 */
export function formatPrice(value: number, { whole = false }: { whole?: boolean } = {}): string {
  return whole && Number.isInteger(value) ? wholeRupees.format(value) : rupees.format(value);
}
