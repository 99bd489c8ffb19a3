import {
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_REASONS,
  type ModerationReason,
  moderationReasonSchema,
  NOTIFY,
  SCREEN,
  VALIDATION,
} from '@kala/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';

const T = SCREEN.moderation;

export interface HideReasonInput {
  reason: ModerationReason;
  note: string;
}

/**
 * Hiding asks why (issue 34, decision 0028): a reason from the list and a note for the author, required for
 * "Other". The same rules as the server's, so a moderator learns before sending.
 */
export function HideDialog({
  open,
  onOpenChange,
  pending,
  onHide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onHide: (why: HideReasonInput) => void;
}) {
  const [reason, setReason] = useState<ModerationReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason('');
      setNote('');
      setErrors({});
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moderationReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setErrors({ reason: VALIDATION.moderation.reasonRequired });
      return;
    }
    if (parsed.data === 'other' && note.trim() === '') {
      setErrors({ note: VALIDATION.moderation.noteRequired });
      return;
    }
    setErrors({});
    onHide({ reason: parsed.data, note: note.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{T.hideTitle}</DialogTitle>
            <DialogDescription>{T.hideDescription}</DialogDescription>
          </DialogHeader>
          <FormField label={T.reason} error={errors.reason}>
            {(control) => (
              <Select
                {...control}
                placeholder={T.chooseReason}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value as ModerationReason);
                  setErrors({});
                }}
              >
                {MODERATION_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {NOTIFY.text.moderationReasons[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={T.note} hint={T.noteHint} error={errors.note}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={MODERATION_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" loading={pending}>
              {T.hide}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
