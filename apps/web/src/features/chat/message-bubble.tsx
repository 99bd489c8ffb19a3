import { SCREEN } from '@kala/contract';
import { Check, CheckCheck, CircleAlert, Clock3, RefreshCw, WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ReportMenu } from '../../ui/report-menu';
import { formatIntlDate } from '../../lib/format';
import { useClockZone } from '../../lib/hydration';
import { type ClockZone, intlIn } from '../../lib/india-time';
import type { ChatEntry } from './chat-messages';

/** Hour and minute of a message, e.g. '3:05 pm', read in `zone`. */
export function messageTime(timestamp: string, zone: ClockZone): string {
  return formatIntlDate(new Date(timestamp), intlIn(zone, { hour: 'numeric', minute: '2-digit' }));
}

// Up to three emojis and nothing else are shown large, without a bubble, as messengers do.
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*\s*){1,3}$/u;

function DeliveryStatus({ entry }: { entry: ChatEntry }) {
  if (entry.status === 'sending' || entry.status === 'queued') {
    const label = entry.status === 'queued' ? SCREEN.chat.queuedStatus : SCREEN.chat.sendingStatus;
    return (
      <span title={label} className="inline-flex">
        <Clock3 aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  const read = Boolean(entry.read_at);
  const label = read ? SCREEN.chat.readStatus : SCREEN.chat.sentStatus;
  const Icon = read ? CheckCheck : Check;
  return (
    <span title={label} className="inline-flex">
      <Icon aria-hidden="true" className="size-4" strokeWidth={2.25} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export interface MessageBubbleProps {
  entry: ChatEntry;
  own: boolean;
  /** The next message is from the same person within a few minutes: no tail, a small gap. */
  joinsNext: boolean;
  onRetry: (clientId: string) => void;
}

/** One message: own on the right, the peer's on the left, with its time and, for own messages, read ticks. */
export function MessageBubble({ entry, own, joinsNext, onRetry }: MessageBubbleProps) {
  const failed = entry.status === 'failed';
  const zone = useClockZone();
  const emojiOnly = EMOJI_ONLY.test(entry.content.trim());
  const meta = (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-[0.68rem] leading-none whitespace-nowrap tabular-nums',
        emojiOnly ? 'text-muted-foreground' : own ? 'text-primary-foreground/80' : 'text-muted-foreground',
      )}
    >
      <time dateTime={entry.timestamp}>{messageTime(entry.timestamp, zone)}</time>
      {own && !failed ? <DeliveryStatus entry={entry} /> : null}
    </span>
  );

  return (
    <li
      className={cn('flex flex-col', own ? 'items-end' : 'items-start', joinsNext ? 'mb-0.5' : 'mb-3')}
      data-own={own || undefined}
      data-status={entry.status}
    >
      <div className={cn('group flex w-full items-center gap-1', own ? 'justify-end' : 'justify-start')}>
        {emojiOnly ? (
          <div className={cn('flex flex-col gap-1 px-1', own ? 'items-end' : 'items-start', failed && 'opacity-70')}>
            <p className="text-4xl leading-tight">{entry.content}</p>
            {meta}
          </div>
        ) : (
          <div
            className={cn(
              'relative max-w-[82%] min-w-0 rounded-2xl px-3.5 pt-2 pb-1.5 shadow-xs sm:max-w-[75%]',
              own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              !joinsNext && (own ? 'rounded-br-md' : 'rounded-bl-md'),
              failed && 'opacity-70',
            )}
          >
            <p className="text-[0.95rem] leading-snug break-words whitespace-pre-wrap">
              {entry.content}
              {/* Room for the time on the last line, so it never overlaps the text. */}
              <span aria-hidden="true" className={cn('inline-block', own ? 'w-[4.75rem]' : 'w-14')} />
            </p>
            <span className="absolute right-3 bottom-1.5">{meta}</span>
          </div>
        )}
        {!own && entry.status === 'sent' ? (
          <ReportMenu
            targetType="message"
            targetId={entry.id}
            className="md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100 md:data-[state=open]:opacity-100"
          />
        ) : null}
      </div>
      {entry.status === 'queued' ? (
        <p aria-hidden="true" className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
          <WifiOff aria-hidden="true" className="size-3.5" />
          {SCREEN.chat.queuedStatus}
        </p>
      ) : null}
      {failed && entry.client_id ? (
        <div className="mt-1 flex items-center gap-2 text-xs text-destructive" role="alert">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          <span>{SCREEN.chat.notSent}</span>
          <button
            type="button"
            onClick={() => onRetry(entry.client_id!)}
            className="inline-flex cursor-pointer items-center gap-1 rounded-md px-1 font-semibold underline-offset-2 hover:underline"
          >
            <RefreshCw aria-hidden="true" className="size-3" />
            {SCREEN.app.retry}
          </button>
        </div>
      ) : null}
    </li>
  );
}
