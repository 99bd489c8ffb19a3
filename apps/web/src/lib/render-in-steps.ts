import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: the first `first` at once, then `first` more at a time, each step in
 * a transition of its own. React renders a transition in short slices but commits it in one piece: all the rest at
 * once was one long task on a phone (two dozen cards put into the page), a few at a time keeps every task short
 * (Lighthouse's Total Blocking Time) while the first cards are already on screen.
 */
export function useRenderInSteps(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + first));
  }, [shown, total, first]);
  return Math.min(total, shown);
}
