import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { inIndia, istDay } from './india-time';

describe("India's time", () => {
  it('reads the day in India, which starts at 18:30 UTC the day before', () => {
    expect(istDay(Date.parse('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(istDay(Date.parse('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
  });

  it("gives a date whose local fields are India's wall clock, whatever this device's zone", () => {
    expect(format(inIndia(new Date('2026-11-24T18:45:00.000Z')), 'd MMM yyyy, HH:mm')).toBe('25 Nov 2026, 00:15');
  });
});
