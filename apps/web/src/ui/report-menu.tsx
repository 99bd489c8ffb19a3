import { type ReportTargetType, SCREEN } from '@kala/contract';
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../lib/cn';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';

const T = SCREEN.report;

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

const triggerClasses = (className?: string) =>
  cn(
    'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
    className,
  );

// The menu, the dialog and the report's schema load on the first tap: most people never report anything, and the
// artwork page and the chat, which show this on every item, stay within their JavaScript budgets.
const ReportMenuPanel = lazy(() => import('./report-menu-panel'));

/**
 * The "More actions" (⋯) menu of an item someone else made, with Report (issue 17). Callers show it only to a
 * signed-in person who is not the item's author: the server refuses the rest anyway.
 */
export function ReportMenu({ className, ...target }: ReportTarget & { className?: string }) {
  const [armed, setArmed] = useState(false);
  // On a page the server drew, a tap before the app ran opens the menu once it has (lib/early-taps.ts).
  const earlyTap = `more-actions:${target.targetType}:${target.targetId}`;
  useEarlyTap(earlyTap, () => setArmed(true));
  const trigger = (
    <button
      type="button"
      aria-label={T.moreActions}
      aria-haspopup="menu"
      className={triggerClasses(className)}
      onClick={() => setArmed(true)}
      {...earlyTapProps(earlyTap)}
    >
      <Ellipsis aria-hidden="true" className="size-5" />
    </button>
  );
  if (!armed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ReportMenuPanel triggerClassName={triggerClasses(className)} {...target} />
    </Suspense>
  );
}
