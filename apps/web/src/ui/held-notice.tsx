import { HOLD_EXPLANATION_MAX_LENGTH, LOOKALIKE_MESSAGE, SCREEN, VALIDATION } from '@kala/contract';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';
import { Button } from './button';
import { FormField } from './form-field';
import { Textarea } from './textarea';

const N = SCREEN.moderation.heldNotice;

/**
 * An upload held because it looks like another artist's work (issue 38, docs/decisions/0041-stolen-art-guard.md):
 * "This looks like a work already on Kala", word for word, and a form for the uploader's explanation, which the
 * moderators read beside both works. Shown by the upload page right after the upload and by the artwork's own page.
 */
export function HeldNotice({
  explanation,
  send,
}: {
  /** What the uploader already wrote ('' when nothing yet). */
  explanation: string;
  /** Sends the explanation; rejects with the server's error. */
  send: (explanation: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(explanation);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(VALIDATION.moderation.explanationRequired);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await send(trimmed);
      setSent(trimmed);
      setText('');
      toast.success(N.sent);
    } catch (caught) {
      setError(errorMessage(caught, N.failed));
    } finally {
      setPending(false);
    }
  };
  return (
    <section
      aria-label={LOOKALIKE_MESSAGE}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/30 dark:bg-amber-300/10 dark:text-amber-100"
    >
      <h2 className="inline-flex items-center gap-2 font-semibold">
        <Copy aria-hidden="true" className="size-5 shrink-0" />
        {LOOKALIKE_MESSAGE}
      </h2>
      <p className="text-sm opacity-90">{N.body}</p>
      {sent ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{N.yours}</p>
          <p className="break-words whitespace-pre-line">{sent}</p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <FormField label={N.explain} hint={N.hint} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={HOLD_EXPLANATION_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="bg-background text-foreground"
            />
          )}
        </FormField>
        <div>
          <Button type="submit" size="sm" loading={pending}>
            {N.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
