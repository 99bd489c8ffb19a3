import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

// The figures of the back office's dashboard and of the artist's studio are one kind of card: a label with its icon
// above, the figure below.

/** A dashboard's icon on its accent tile. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
      <Icon aria-hidden="true" className="size-[1.1rem]" />
    </span>
  );
}

/** A figure's card: the label and icon, then `children` (the figure and what goes with it). */
export function StatCardFrame({
  label,
  icon,
  className,
  children,
}: {
  label: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <IconTile icon={icon} />
      </div>
      {children}
    </div>
  );
}
