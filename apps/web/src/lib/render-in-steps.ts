import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: the first `first` at once, then all of them in a transition.
 * React renders a transition in short slices, so building two dozen cards never holds a phone's main thread
 * in one long task (Lighthouse's Total Blocking Time) while the first cards are already on screen.
 */
export function useRenderInSteps(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
