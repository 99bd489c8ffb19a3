import { SCREEN } from '../lib/texts';
import { cn } from '../lib/cn';

/** The Kala mark: a lotus on a terracotta tile (the same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <g className="fill-primary-foreground">
        <path d="M32 12c6 7 8 15 0 30-8-15-6-23 0-30z" />
        <path d="M14 26c9 0 15 5 17 17-11-3-17-9-17-17z" opacity=".85" />
        <path d="M50 26c-9 0-15 5-17 17 11-3 17-9 17-17z" opacity=".85" />
        <rect x="14" y="46" width="36" height="4" rx="2" />
      </g>
    </svg>
  );
}

/** Mark and name. The name is the accessible text, so a logo link reads "Kala". */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('font-display text-2xl font-semibold tracking-tight', nameClassName)}>{SCREEN.app.name}</span>
    </span>
  );
}
