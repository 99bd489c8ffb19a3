import { timeAgo } from '../../lib/time-ago';

/** '3 hours ago', 'about 2 months ago' (spec §2, §9: the 'about/over/almost ... ago' style), with the exact date on hover. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const when = new Date(date);
  return (
    <time dateTime={date} title={when.toLocaleString()} className={className}>
      {timeAgo(when)}
    </time>
  );
}
