import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, placeOfSupplyText, splitInclusive, splitIntraState } from './invoices';
import { INDIAN_STATES } from './india-states';

describe('the tax inside a price (docs/taxes.md)', () => {
  it('splits a GST-inclusive amount into taxable value and tax that add up to it, rounding half up', () => {
    expect(splitInclusive(10_500, 500)).toEqual({ taxable: 10_000, tax: 500 });
    expect(splitInclusive(1_180_000, 500)).toEqual({ taxable: 1_123_810, tax: 56_190 });
    expect(splitInclusive(118, 1800)).toEqual({ taxable: 100, tax: 18 });
    expect(splitInclusive(0, 500)).toEqual({ taxable: 0, tax: 0 });
    expect(splitInclusive(999, 0)).toEqual({ taxable: 999, tax: 0 });
    for (let gross = 0; gross < 2000; gross += 7) {
      const { taxable, tax } = splitInclusive(gross, 1800);
      expect(taxable + tax).toBe(gross);
      expect(Math.abs(taxable * 1.18 - gross)).toBeLessThanOrEqual(0.6);
    }
  });

  it('halves the tax within a state, the odd paisa to the state', () => {
    expect(splitIntraState(583)).toEqual({ cgst: 291, sgst: 292 });
    expect(splitIntraState(500)).toEqual({ cgst: 250, sgst: 250 });
  });

  it('refuses amounts that are not paise and rates out of range', () => {
    expect(() => splitInclusive(1.5, 500)).toThrow(RangeError);
    expect(() => splitInclusive(-1, 500)).toThrow(RangeError);
    expect(() => splitInclusive(100, 10_001)).toThrow(RangeError);
  });

  it('has a GST state code for every state and union territory', () => {
    for (const state of INDIAN_STATES) expect(GST_STATE_CODES[state], state).toMatch(/^\d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(placeOfSupplyText('Karnataka')).toBe('29-Karnataka');
  });
});
