// Dates in the shapes the app writes them (lib/format.ts says why here): English keeps the date-fns patterns it
// always had, Hindi says the same with Intl's hi-IN.

import { format } from 'date-fns';
import { dateFormat } from './format';
import { currentLanguage } from './i18n';
import { type ClockZone, inIndia, intlIn } from './india-time';

const PATTERNS = {
  /** 4 May 2025 */
  date: { en: 'd MMM yyyy', hi: { day: 'numeric', month: 'short', year: 'numeric' } },
  /** 4 May 2025, 2:05 PM */
  dateTime: {
    en: 'd MMM yyyy, h:mm a',
    hi: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  },
  /** 4 May 2025, 14:05 (the back-office) */
  dateTime24: {
    en: 'd MMM yyyy, HH:mm',
    hi: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  },
  /** 4 May */
  day: { en: 'd MMM', hi: { day: 'numeric', month: 'short' } },
} satisfies Record<string, { en: string; hi: Intl.DateTimeFormatOptions }>;

/**
 * `date` in one of the app's shapes, in this device's time zone; with `zone` 'india', in India's (lib/india-time.ts:
 * for a page the server draws, where the two must agree).
 */
export function formatDate(date: Date, pattern: keyof typeof PATTERNS = 'date', zone: ClockZone = 'device'): string {
  const shape = PATTERNS[pattern];
  if (currentLanguage() === 'en') return format(zone === 'india' ? inIndia(date) : date, shape.en);
  return dateFormat(intlIn(zone, shape.hi)).format(date);
}
