import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** An on/off switch (Radix: role="switch", Space and Enter toggle), with a 44 px touch target on phones. */
export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <RadixSwitch.Root
      className={cn(
        'group relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full md:h-9',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex h-6 w-11 items-center rounded-full bg-input/60 p-0.5 transition-colors group-data-[state=checked]:bg-primary"
      >
        <RadixSwitch.Thumb className="size-5 rounded-full bg-card shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </span>
    </RadixSwitch.Root>
  );
}
