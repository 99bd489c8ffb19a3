import { SCREEN } from '@kala/contract';
import { Smile } from 'lucide-react';
import { buttonClasses } from '../../ui/button';
import { DeferredMenu, lazyMenu } from '../../ui/deferred-menu';

const emojiPopover = lazyMenu(() => import('./emoji-popover').then((module) => module.EmojiPopover));

/**
 * The spec's 8 emojis (docs/product.md#constants-and-limits); the chosen one is appended to the message being typed.
 * The popover's code (Radix's positioning, focus and dismiss layers, about 24 kB gzipped) loads when someone reaches for
 * the button, not with the conversation.
 */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  return (
    <DeferredMenu
      menu={emojiPopover}
      earlyTap="add-emoji"
      onPick={onPick}
      trigger={{
        disabled,
        'aria-label': SCREEN.chat.addEmoji,
        'aria-haspopup': 'dialog',
        className: buttonClasses('ghost', 'icon', 'rounded-full text-muted-foreground hover:text-foreground'),
        children: <Smile aria-hidden="true" />,
      }}
    />
  );
}
