import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dayBefore, dayIn, inIndia, istDay } from './india-time';

describe("India's time", () => {
  it('reads the day in India, which starts at 18:30 UTC the day before', () => {
    expect(istDay(Date.parse('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(istDay(Date.parse('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
  });

  it("gives a date whose local fields are India's wall clock, whatever this device's zone", () => {
    expect(format(inIndia(new Date('2026-11-24T18:45:00.000Z')), 'd MMM yyyy, HH:mm')).toBe('25 Nov 2026, 00:15');
  });

  it("reads a day in India's time or in this device's, and the calendar day before across months and years", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      // 00:30 on 1 March in India is still 28 February in New York (14:00).
      const at = Date.parse('2026-02-28T19:00:00.000Z');
      expect(dayIn('india', at)).toBe('2026-03-01');
      expect(dayIn('device', at)).toBe('2026-02-28');
    } finally {
      process.env.TZ = zone;
    }
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});
