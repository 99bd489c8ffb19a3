import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { fieldClasses } from './input';

/**
 * A native select: the phone's own picker, nothing to re-implement for keyboards and screen readers.
 * Pass <option> children; a `placeholder` becomes a first, unselectable empty option.
 */
export function Select({
  className,
  placeholder,
  children,
  ...props
}: ComponentProps<'select'> & { placeholder?: string }) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldClasses,
          'h-11 cursor-pointer appearance-none pr-10 pl-3.5 md:h-10',
          // The empty placeholder option reads as a hint, like an input's placeholder.
          'has-[option[value=""]:checked]:text-muted-foreground [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
