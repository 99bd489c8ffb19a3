import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A placeholder block shaped like the content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
