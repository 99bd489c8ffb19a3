import { EMOJIS } from '@kala/contract';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { DeferredMenuProps } from '../../ui/deferred-menu';

export interface EmojiPopoverProps extends DeferredMenuProps {
  onPick: (emoji: string) => void;
}

/** The picker of EmojiPicker (emoji-picker.tsx), loaded when first reached for: the spec's 8 emojis in a popover. */
export function EmojiPopover({ trigger, defaultOpen = false, onPick }: EmojiPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          // Focus goes back to the message field (the picker's caller focuses it), not to this button.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 grid grid-cols-4 gap-1 rounded-2xl border border-border bg-card p-2 shadow-lg data-[state=open]:animate-fade-in"
        >
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={emoji}
              onClick={() => {
                setOpen(false);
                onPick(emoji);
              }}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-xl text-2xl transition-transform hover:scale-110 hover:bg-muted focus-visible:bg-muted"
            >
              {emoji}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
