import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

// 16 px text on phones: smaller text makes iOS Safari zoom into the field.
export const fieldClasses = cn(
  'w-full rounded-xl border border-input bg-card text-base text-foreground shadow-xs transition-colors md:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11 px-3.5 md:h-10', className)} {...props} />;
}

/** A username (or an e-mail address) as the person types it: no capital, no correction, the browser's saved one. */
export function UsernameInput(props: ComponentProps<'input'>) {
  return <Input autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
