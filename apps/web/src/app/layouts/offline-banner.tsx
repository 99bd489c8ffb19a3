import { SCREEN } from '@kala/contract';
import { WifiOff } from 'lucide-react';
import { formatIntlDate } from '../../lib/format';
import { useOfflineState } from '../../lib/offline-copy';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Above every page while the browser is offline or the screen shows the service worker's copies (decision 0030):
 * what is shown is what the person saw last, and when, so nobody takes a day-old price or an unanswered chat for
 * the present.
 */
export function OfflineBanner() {
  const state = useOfflineState();
  if (!state) return null;
  const { since } = state;
  const time =
    since === null
      ? null
      : formatIntlDate(
          new Date(since),
          Date.now() - since < DAY_MS
            ? { hour: 'numeric', minute: '2-digit' }
            : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
        );
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 border-b border-border bg-muted px-4 py-2 text-center text-sm"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="font-medium">{time ? SCREEN.app.offlineCopy(time) : SCREEN.app.offline}</span>
      <span className="text-muted-foreground">{SCREEN.app.offlineHint}</span>
    </div>
  );
}
