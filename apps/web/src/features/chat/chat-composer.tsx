import { CHAT_MESSAGE_MAX_LENGTH, SCREEN } from '@kala/contract';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../lib/hydration';
import { Button } from '../../ui/button';
import { EmojiPicker } from './emoji-picker';

/** The field grows with its text up to this height, then scrolls. */
const MAX_FIELD_HEIGHT_PX = 144;

/**
 * docs/product.md#chat input: placeholder 'Type a message...', Send disabled for empty trimmed text, Enter sends and
 * Shift+Enter starts a new line, an emoji picker that appends; each keystroke signals typing (throttled by the
 * caller).
 */
export function ChatComposer({
  onSend,
  onTyping,
}: {
  /** Returns whether the text was taken (the field then clears). */
  onSend: (text: string) => boolean;
  onTyping: () => void;
}) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // On a conversation the server drew, what was typed before the app ran is kept.
  const keepTyped = useTypedBeforeHydration(setText);
  const fieldRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      field.current = element;
      keepTyped(element);
    },
    [keepTyped],
  );
  const canSend = text.trim().length > 0;

  // Runs whenever the text changes (typing, an emoji, clearing after send): the field fits its text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is what changes the height.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_FIELD_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!canSend) return;
    if (onSend(text)) setText('');
    field.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Hindi, Tamil... keyboards) picks a word; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-1.5 border-t border-border bg-card/80 px-2 pt-2.5 pb-9 backdrop-blur sm:gap-2 sm:px-3 md:pb-2.5"
    >
      <EmojiPicker
        onPick={(emoji) => {
          setText((current) => current + emoji);
          field.current?.focus();
        }}
      />
      <textarea
        ref={fieldRef}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
        placeholder={SCREEN.chat.inputPlaceholder}
        aria-label={SCREEN.chat.inputPlaceholder}
        enterKeyHint="send"
        className="min-h-11 flex-1 resize-none rounded-3xl border border-transparent bg-muted px-4 py-2.5 text-base leading-6 text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-background focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 md:min-h-10 md:py-2 md:text-[0.95rem]"
      />
      <Button
        type="submit"
        size="icon"
        disabled={!canSend}
        aria-label={SCREEN.chat.send}
        title={SCREEN.chat.send}
        className="rounded-full"
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
