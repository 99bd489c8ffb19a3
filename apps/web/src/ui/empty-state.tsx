import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { buttonClasses } from './button-classes';

export interface EmptyStateProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A way forward, e.g. a 'Continue Shopping' link. */
  action?: ReactNode;
  /** The usual way forward: a page to go to, drawn as the main button (with its icon, if any). */
  link?: { to: string; label: string; icon?: LucideIcon };
  className?: string;
}

/** Nothing to show yet: an icon, a sentence and a way forward. */
export function EmptyState({ icon: Icon, title, description, action, link, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 px-6 py-16 text-center', className)}>
      {Icon ? (
        <span className="mb-1 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
      ) : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
      {link ? (
        <div className="mt-2">
          {/* The button's look without Button: empty pages are on first downloads (as ErrorState's Retry). */}
          <Link to={link.to} className={buttonClasses()}>
            {link.icon ? <link.icon aria-hidden="true" /> : null}
            {link.label}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
