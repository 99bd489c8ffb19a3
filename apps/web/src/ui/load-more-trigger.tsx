import { SCREEN } from '@kala/contract';
import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';
import { buttonClasses } from './button-classes';
import { Spinner } from './spinner';

export interface LoadMoreTriggerProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  className?: string;
}

/**
 * The end of an infinite list: loads the next page when it scrolls near the viewport (IntersectionObserver),
 * with a real button as well, for keyboards and for browsers without the observer.
 */
export function LoadMoreTrigger({ hasMore, loading, onLoadMore, className }: LoadMoreTriggerProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback without re-creating the observer on every render.
  const load = useRef(onLoadMore);
  load.current = onLoadMore;
  // On a page the server drew, a tap before the app ran loads the next page once it has (lib/early-taps.ts).
  useEarlyTap('load-more', () => load.current());

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className={cn('flex justify-center py-6', className)}>
      {loading ? (
        <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {SCREEN.app.loading}
        </span>
      ) : (
        <button type="button" onClick={onLoadMore} {...earlyTapProps('load-more')} className={buttonClasses('outline')}>
          {SCREEN.app.loadMore}
        </button>
      )}
    </div>
  );
}
