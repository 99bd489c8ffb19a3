import { SCREEN } from '../lib/texts';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { buttonClasses } from './button-classes';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** Loading failed: what happened, and a retry. */
export function ErrorState({ title, description, onRetry, retryLabel = SCREEN.app.retry, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-16 text-center', className)}
    >
      <span className="mb-1 inline-flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className={buttonClasses('outline', 'md', 'mt-2')}>
          <RefreshCw aria-hidden="true" />
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
