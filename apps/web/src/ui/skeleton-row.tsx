import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from './skeleton';

// Apart from skeleton.tsx, which every first download carries: these rows are only the signed-in pages'.

/**
 * A row while it loads: a round picture (`picture`, its size) and two lines of text beside it (`lines`, their
 * height and width), as a person, a conversation or a notification will show. `children` come after the text.
 */
export function SkeletonRow({
  picture,
  lines: [first, second],
  className,
  children,
  ...props
}: ComponentProps<'div'> & { picture: string; lines: readonly [string, string] }) {
  return (
    <div className={cn('flex items-center gap-3', className)} {...props}>
      <Skeleton className={cn('shrink-0 rounded-full', picture)} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className={first} />
        <Skeleton className={second} />
      </div>
      {children}
    </div>
  );
}
