import { SCREEN } from '@kala/contract';
import { Share2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';
import { toast } from '../lib/toast';

export interface ShareButtonProps {
  /** What the share sheet calls the page. */
  title: string;
  /** The page's path, e.g. /products/{id}: shared as an absolute link on this site. */
  path: string;
  className?: string;
}

/**
 * Share (issue 18): the device's own share sheet where it has one (phones: WhatsApp, Instagram, messages), else
 * the link is copied. The link's preview comes from the page's share tags (server: features/share).
 */
export function ShareButton({ title, path, className }: ShareButtonProps) {
  const onClick = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is not a failure; a sheet the browser would not open falls back to copying.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SCREEN.share.linkCopied);
    } catch {
      toast.error(SCREEN.share.copyFailed);
    }
  };
  // On a page the server drew, a tap before the app ran shares once it has (lib/early-taps.ts). The browser may
  // refuse the sheet by then (its tap has expired): the link is copied instead, or the person is told it was not.
  const earlyTap = `share:${path}`;
  useEarlyTap(earlyTap, () => void onClick());
  return (
    <button
      type="button"
      {...earlyTapProps(earlyTap)}
      onClick={() => void onClick()}
      className={cn(
        'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-input bg-card px-4 text-sm font-medium transition-colors hover:bg-muted md:h-10',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Share2 aria-hidden="true" className="size-5" />
      {SCREEN.share.button}
    </button>
  );
}
