import { describe, expect, it } from 'vitest';
import { formatExactTime, formatPrice } from './format';

// One rule for prices on every screen (issue 35): whole rupees without decimals, paise only when there are some.
describe('formatPrice', () => {
  it('writes whole rupees without decimals, with Indian grouping', () => {
    expect(formatPrice(18000)).toBe('₹18,000');
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(0)).toBe('₹0');
  });

  it('keeps paise when there are some, always two digits', () => {
    expect(formatPrice(1600.5)).toBe('₹1,600.50');
    expect(formatPrice(99.05)).toBe('₹99.05');
  });
});

describe('formatExactTime', () => {
  it('writes the day, month, year and time, in this device’s time zone', () => {
    expect(formatExactTime(new Date(2026, 10, 30, 14, 5))).toBe('30 Nov 2026, 2:05 pm');
  });
});
