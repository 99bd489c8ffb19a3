import { timeAgo } from '../../lib/time-ago';
import { useHydrated, useNow } from '../../lib/hydration';

/**
 * '3 hours ago', 'about 2 months ago' (docs/product.md#screens-and-routes, docs/product.md#constants-and-limits: the
 * 'about/over/almost ... ago' style), with the exact date on hover.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const when = new Date(date);
  const now = useNow();
  // The exact date is in the browser's locale and time zone, which the server does not know: added once hydrated.
  const hydrated = useHydrated();
  return (
    <time dateTime={date} title={hydrated ? when.toLocaleString() : undefined} className={className}>
      {timeAgo(when, now)}
    </time>
  );
}
