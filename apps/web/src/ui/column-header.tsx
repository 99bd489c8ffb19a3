import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A table's column heading: `scope="col"` so a screen reader names each cell's column; the caller sets its place. */
export function ColumnHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('font-medium', className)} {...props} />;
}
