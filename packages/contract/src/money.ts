import { CURRENCY } from './constants';

// Rupees as people read them, with Indian digit grouping, for texts the server writes (offer messages, notifications).
const rupees = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
const wholeRupees = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: 0,
});

/** formatRupees(125000) → '₹1,25,000'; formatRupees(99.5) → '₹99.50' */
export const formatRupees = (amount: number): string =>
  (Number.isInteger(amount) ? wholeRupees : rupees).format(amount);
