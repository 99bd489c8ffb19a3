import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A native checkbox in the theme's colour, with its label; the whole row is the touch target. */
export function Checkbox({ className, label, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm md:min-h-9', className)}>
      <input
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
