import { describe, expect, it } from 'vitest';
import { EARNING_KINDS } from './earnings';
import {
  basisPointsToPercent,
  feePercentToBasisPoints,
  LEDGER_KINDS,
  NOT_EARNING_KINDS,
  platformFeePaise,
  tcsPaise,
} from './ledger';

describe("Kala's fee", () => {
  it('is the percent of the artwork price in paise, rounded half up to the paisa', () => {
    expect(platformFeePaise(100_000, 1000)).toBe(10_000);
    // 10% of ₹12.35 is 123.5 paise: half up → 124; of ₹12.34, 123.4 → 123; of ₹12.36, 123.6 → 124.
    expect(platformFeePaise(1235, 1000)).toBe(124);
    expect(platformFeePaise(1234, 1000)).toBe(123);
    expect(platformFeePaise(1236, 1000)).toBe(124);
    // 7.25% of ₹999.99: 7249.9275 paise → 7250.
    expect(platformFeePaise(99_999, 725)).toBe(7250);
    // 2.5% of 1 paisa is 0.025 → 0; of 20 paise, 0.5 → 1.
    expect(platformFeePaise(1, 250)).toBe(0);
    expect(platformFeePaise(20, 250)).toBe(1);
    expect(platformFeePaise(0, 1000)).toBe(0);
    expect(platformFeePaise(123_456, 0)).toBe(0);
  });

  it('stays exact for the largest prices (integer arithmetic)', () => {
    // ₹1,00,00,000 × 3 pieces at 33.33%.
    expect(platformFeePaise(3_000_000_000, 3333)).toBe(999_900_000);
  });

  it('refuses what is not paise or basis points', () => {
    expect(() => platformFeePaise(10.5, 1000)).toThrow(RangeError);
    expect(() => platformFeePaise(-1, 1000)).toThrow(RangeError);
    expect(() => platformFeePaise(100, 10.5)).toThrow(RangeError);
    expect(() => platformFeePaise(100, 10_001)).toThrow(RangeError);
  });

  it('converts percent and basis points both ways', () => {
    expect(feePercentToBasisPoints(10)).toBe(1000);
    expect(feePercentToBasisPoints(7.25)).toBe(725);
    expect(feePercentToBasisPoints(0.07)).toBe(7);
    expect(basisPointsToPercent(725)).toBe(7.25);
  });
});

describe('TCS (decision 0045)', () => {
  it('is the rate of the taxable value in paise, rounded half up to the paisa', () => {
    // 0.5% of ₹964.29 is 482.145 paise → 482; of ₹1 (100 paise), 0.5 → 1; of 99 paise, 0.495 → 0.
    expect(tcsPaise(96_429, 50)).toBe(482);
    expect(tcsPaise(100, 50)).toBe(1);
    expect(tcsPaise(99, 50)).toBe(0);
    expect(tcsPaise(100_000, 0)).toBe(0);
    expect(() => tcsPaise(10.5, 50)).toThrow(RangeError);
    expect(() => tcsPaise(100, 10_001)).toThrow(RangeError);
  });

  it('is an earning: it lowers what the artist earns on the order, as the fee does', () => {
    expect(EARNING_KINDS).toContain('tcs');
    expect(NOT_EARNING_KINDS).not.toContain('tcs');
  });
});

describe('earning and payout kinds', () => {
  it('split the ledger’s kinds in two: every kind is an earning or not, never both', () => {
    const earning = new Set<string>(EARNING_KINDS);
    const notEarning = new Set<string>(NOT_EARNING_KINDS);
    expect([...earning].filter((kind) => notEarning.has(kind))).toEqual([]);
    expect([...earning, ...notEarning].sort()).toEqual([...LEDGER_KINDS].sort());
  });
});
