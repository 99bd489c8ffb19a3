import { formatExactTime } from '../lib/format';
import { timeAgo } from '../lib/time-ago';
import { useHydrated, useNow } from '../lib/hydration';

/**
 * '3 hours ago', 'about 2 months ago' (docs/product.md#screens-and-routes, docs/product.md#constants-and-limits: the
 * 'about/over/almost ... ago' style), with the exact date on hover. A component of its own, so that on a page the
 * server drew only it is drawn again once hydrated (its time changes then: lib/hydration.ts), not what holds it: a
 * feed of two dozen cards drawn again at once is a long task on a phone.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const when = new Date(date);
  const now = useNow();
  // The exact date is in the device's time zone, which the server does not know: added once hydrated.
  const hydrated = useHydrated();
  return (
    <time dateTime={date} title={hydrated ? formatExactTime(when) : undefined} className={className}>
      {timeAgo(when, now)}
    </time>
  );
}
