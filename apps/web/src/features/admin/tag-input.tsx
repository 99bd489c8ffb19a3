import { addAdminTags, SCREEN } from '@kala/contract';
import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import type { FieldControlProps } from '../../ui/form-field';
import { fieldClasses } from '../../ui/input';

export interface TagInputProps extends Partial<FieldControlProps> {
  /** The tags, each with exactly one leading '#'. */
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Text typed but not yet added; the form adds it on submit so nothing typed is lost. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/**
 * The admin artwork form's tags (docs/product.md#validation-rules): added on comma or Enter, trimmed, with exactly one
 * leading '#', empty ones ignored, duplicates not added; each chip has a remove button. Backspace in the empty field
 * takes back the last chip.
 */
export function TagInput({ value, onChange, draft, onDraftChange, ...control }: TagInputProps) {
  const commit = (text: string) => {
    const next = addAdminTags(value, text);
    if (next.length !== value.length) onChange(next);
    onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag; it must not submit the form.
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onTextChange = (text: string) => {
    // A comma ends a tag (typed or pasted); what follows the last comma is still being typed.
    const lastComma = text.lastIndexOf(',');
    if (lastComma === -1) {
      onDraftChange(text);
      return;
    }
    const next = addAdminTags(value, text.slice(0, lastComma));
    if (next.length !== value.length) onChange(next);
    onDraftChange(text.slice(lastComma + 1));
  };

  return (
    <div
      className={cn(
        fieldClasses,
        'flex min-h-11 flex-wrap items-center gap-1.5 px-2 py-1.5 md:min-h-10',
        'focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
        'has-[input[aria-invalid=true]]:border-destructive',
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-0.5 rounded-full bg-accent py-0.5 pr-0.5 pl-2.5 text-sm font-medium text-accent-foreground"
        >
          {tag}
          <button
            type="button"
            onClick={() => onChange(value.filter((other) => other !== tag))}
            aria-label={SCREEN.admin.removeTag(tag)}
            className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-background/60"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </span>
      ))}
      <input
        {...control}
        value={draft}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={value.length === 0 ? SCREEN.admin.tagsPlaceholder : undefined}
        enterKeyHint="done"
        autoComplete="off"
        className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-base outline-none focus-visible:outline-none placeholder:text-muted-foreground md:text-sm"
      />
    </div>
  );
}
