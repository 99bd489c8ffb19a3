import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface WhenNearProps {
  children: ReactNode;
  /** How far below (or above) the viewport its place may still be when it starts: about two-thirds of a phone's screen by default, as the feed's next page. */
  margin?: string;
  /** The place's size while it waits, so that nothing below it moves when it comes. */
  placeholderClassName?: string;
}

/**
 * Shows `children` once its place comes near the viewport (IntersectionObserver). A row below the first screen
 * then costs a first visit nothing, neither its code, nor its request, nor the schemas that read the answer, and a
 * visitor who never scrolls to it never pays for it (issue 39: a phone's first load). Without the observer, at once.
 */
export function WhenNear({ children, margin = '600px', placeholderClassName }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}
