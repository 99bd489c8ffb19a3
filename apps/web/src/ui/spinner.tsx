import { SCREEN } from '../lib/texts';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A spinning ring. Decorative unless given a `label`, which is announced to screen readers. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/**
 * The loading state of a whole screen (spec: "Loading shows a spinner"): centred in the content area.
 * `label` is shown under the spinner when the spec gives a text (e.g. 'Loading your cart...').
 */
export function PageSpinner({ label, showLabel = false }: { label?: string; showLabel?: boolean }) {
  const text = label ?? SCREEN.app.loading;
  return (
    <div role="status" className="flex min-h-[60dvh] w-full flex-col items-center justify-center gap-3 p-8">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>{text}</span>
    </div>
  );
}
