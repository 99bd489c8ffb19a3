import { SCREEN } from '@kala/contract';
import { cn } from '../../lib/cn';

/**
 * The first stop of the keyboard on a layout's pages: hidden until focused, it leads past the navigation to the
 * element with the id `target`, the page's content. `className` sets how high it stands above the layout's bars.
 */
export function SkipToContent({ target, className }: { target: string; className: string }) {
  return (
    <a
      href={`#${target}`}
      className={cn(
        'sr-only rounded-xl bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3',
        className,
      )}
    >
      {SCREEN.app.skipToContent}
    </a>
  );
}
