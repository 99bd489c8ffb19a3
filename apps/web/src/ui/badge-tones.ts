/**
 * The colours of the small status pills (an order's, a payment's, a payout account's, a transfer's, a cart line's
 * problem): one pair for light and one for dark per colour, so that a colour reads alike, and as legible, on every
 * pill.
 */
export const BADGE_TONE = {
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-400/15 dark:text-orange-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300',
  red: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200',
  muted: 'bg-muted text-muted-foreground',
} as const;
