// The button look, apart from the Button component: screens of the first download (the shell, the home page)
// style their links and buttons with it, so that Button's asChild (radix Slot, about 1 kB gzipped) loads with
// the screens that use it.

import { cn } from '../lib/cn';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-muted text-foreground hover:bg-accent hover:text-accent-foreground',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

// Every size is at least 44 px tall on phones (touch targets); desktop pointers get the compact sizes.
const SIZES = {
  sm: 'h-11 px-3 text-sm md:h-9',
  md: 'h-11 px-4 text-sm md:h-10',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11 md:size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:size-5 [&_svg]:shrink-0',
    VARIANTS[variant],
    variant === 'link' ? 'h-auto px-0' : SIZES[size],
    className,
  );
}
