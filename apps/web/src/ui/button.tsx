import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes';
import { Spinner } from './spinner';

export { type ButtonSize, type ButtonVariant, buttonClasses };

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; pass the pending label as children (e.g. 'Logging in...'). */
  loading?: boolean;
  /** Renders the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
