import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PageHeaderProps {
  title: ReactNode;
  /** What the page is for, in a line under the title. */
  subtitle?: ReactNode;
  /** Above the title: a way back (checkout's "Back to cart"). */
  above?: ReactNode;
  /** Under the subtitle: a line more about what the page shows (the studio's period). */
  children?: ReactNode;
  /**
   * The page's own controls (sort and filters, "Mark all read", a period, a switch of tabs): beside the title where
   * they fit, under it where they do not.
   */
  actions?: ReactNode;
  className?: string;
}

/** The top of a screen: its one h1, what it is for, and its controls. Every screen's title looks the same. */
export function PageHeader({ title, subtitle, above, children, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-4 md:mb-8', className)}>
      <div className="min-w-0">
        {above}
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
        {children}
      </div>
      {actions}
    </header>
  );
}
