import { EMOJIS, SCREEN } from '@kala/contract';
import { Smile } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { buttonClasses } from '../../ui/button';

/**
 * The spec's 8 emojis (docs/product.md#constants-and-limits); the chosen one is appended to the message being typed.
 */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        disabled={disabled}
        aria-label={SCREEN.chat.addEmoji}
        className={buttonClasses('ghost', 'icon', 'rounded-full text-muted-foreground hover:text-foreground')}
      >
        <Smile aria-hidden="true" />
      </Popover.Trigger>
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
