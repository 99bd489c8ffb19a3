// Numbers, prices and dates in the current language (docs/decisions/0015-languages.md), in one place: English
// reads them as the app always has (en-IN: ₹1,25,000, '4 May 2025'), Hindi as hi-IN (Indian grouping, Latin
// digits as Indian apps write them, Hindi month and day names). Dates in the shapes of date-fns patterns are
// lib/format-date.ts (date-fns stays out of the first load); how long ago is lib/time-ago.ts, in words of
// SCREEN.time.

import { CURRENCY, type Language } from '@kala/contract';
import { currentLanguage } from './i18n';

const LOCALES: Record<Language, string> = { en: CURRENCY.locale, hi: 'hi-IN' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale of the current language. */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale}${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, found);
  }
  return found;
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale}${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, found);
  }
  return found;
}

const RUPEES = { style: 'currency', currency: CURRENCY.code } as const;

/**
 * A price in rupees with Indian digit grouping, by one rule everywhere (issue 35): whole rupees without decimals
 * (formatPrice(125000) → '₹1,25,000'), paise only when there are some (formatPrice(1600.5) → '₹1,600.50').
 * The server's mails and messages write money the same way (formatRupees in the contract).
 */
export function formatPrice(value: number): string {
  return Number.isInteger(value)
    ? numberFormat({ ...RUPEES, maximumFractionDigits: 0 }).format(value)
    : numberFormat({ ...RUPEES, minimumFractionDigits: 2 }).format(value);
}

/** Whole rupees, rounded: the dashboards' big figures and chart axes. */
export function formatWholePrice(value: number): string {
  return numberFormat({ ...RUPEES, maximumFractionDigits: 0 }).format(value);
}

/** 1,23,456 */
export function formatCount(value: number): string {
  return numberFormat({}).format(value);
}

/**
 * The exact date and time, on hover over "3 hours ago" ('30 Nov 2026, 2:05 pm'), in this device's time zone. One
 * formatter for every card: `toLocaleString()` builds a new one on each call, which for a feed of two dozen cards
 * drawn again as a page goes live was about 15 ms of a phone's main thread.
 */
export function formatExactTime(date: Date): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Any other date or time, by Intl options, in the current language. */
export function formatIntlDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(options).format(date);
}
