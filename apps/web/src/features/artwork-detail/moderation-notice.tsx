import { NOTIFY, REVIEW_REQUEST_MAX_LENGTH, SCREEN, VALIDATION } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { EyeOff, MessageSquareText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { HeldNotice } from '../../ui/held-notice';
import { artworkModerationQuery, useAskForReview, useExplainHold } from './moderation-notice.api';

const T = SCREEN.moderation;
const N = SCREEN.moderation.notice;

/**
 * On the artist's own artwork page while moderators hide it (issue 34, decision 0028): "Hidden by moderators"
 * with the reason, and "Ask for a review", which puts it back in the moderators' queue with the artist's words.
 * Nothing while it is shown. Loaded only for the artwork's owner.
 */
export default function ModerationNotice({ artworkId }: { artworkId: string }) {
  const { data } = useQuery(artworkModerationQuery(artworkId));
  const [asking, setAsking] = useState(false);
  const explain = useExplainHold(artworkId);
  if (!data?.hidden) return null;
  // Issue 38 (decision 0041): held as looking like another artist's work, waiting for the moderators.
  if (data.hold?.status === 'open') {
    return <HeldNotice explanation={data.hold.explanation} send={(text) => explain.mutateAsync(text)} />;
  }
  const open = data.request?.status === 'open';
  return (
    <section
      aria-label={N.title}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/30 dark:bg-amber-300/10 dark:text-amber-100"
    >
      <h2 className="inline-flex items-center gap-2 font-semibold">
        <EyeOff aria-hidden="true" className="size-5" />
        {N.title}
      </h2>
      {data.reason ? (
        <p className="text-sm font-medium">{N.reason(NOTIFY.text.moderationReasons[data.reason])}</p>
      ) : null}
      {data.note ? <p className="text-sm break-words whitespace-pre-line">{data.note}</p> : null}
      <p className="text-sm opacity-90">{N.body}</p>
      {open ? (
        <p role="status" className="text-sm font-medium">
          {N.pending}
        </p>
      ) : (
        <>
          {data.request?.status === 'declined' ? <p className="text-sm">{N.declined}</p> : null}
          <div>
            <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
              <MessageSquareText aria-hidden="true" />
              {N.askReview}
            </Button>
          </div>
        </>
      )}
      <AskForReviewDialog artworkId={artworkId} open={asking} onOpenChange={setAsking} />
    </section>
  );
}

function AskForReviewDialog({
  artworkId,
  open,
  onOpenChange,
}: {
  artworkId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ask = useAskForReview(artworkId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setError(VALIDATION.moderation.messageRequired);
      return;
    }
    setError(undefined);
    ask.mutate(message.trim(), {
      onSuccess: () => {
        onOpenChange(false);
        setMessage('');
        toast.success(N.sent);
      },
      onError: (caught) => setError(errorMessage(caught, N.failed)),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{N.dialogTitle}</DialogTitle>
            <DialogDescription>{N.dialogDescription}</DialogDescription>
          </DialogHeader>
          <FormField label={N.message} error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={REVIEW_REQUEST_MAX_LENGTH}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={ask.isPending}>
              {N.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
