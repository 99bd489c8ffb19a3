import { SCREEN } from '@kala/contract';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';

/** The modal of an admin table's Add and Edit (docs/product.md#states-and-transitions "Admin modal"). */
export function AdminFormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" aria-describedby={undefined}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form in that modal: its title, the fields in two columns on wide screens, what went wrong (`failure`),
 * then Cancel and Create (Add) or Update (Edit).
 */
export function AdminDialogForm({
  title,
  mode,
  pending,
  onSubmit,
  failure,
  children,
}: {
  title: string;
  mode: 'create' | 'edit';
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>

      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">{children}</div>

      {failure}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{SCREEN.admin.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {mode === 'edit' ? SCREEN.admin.update : SCREEN.admin.create}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The modal of an action on money that an admin takes by hand (a payout's release or hold, a ledger correction): its
 * title and what it will do, the fields (`children`) and the reason, which the audit keeps, what went wrong
 * (`failure`), then Cancel and the action.
 */
export function AdminActionDialog({
  open,
  onClose,
  onSubmit,
  title,
  description,
  reason,
  onReasonChange,
  reasonError,
  reasonMaxLength,
  failure,
  submitLabel,
  pending,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonError: string | undefined;
  reasonMaxLength: number;
  failure: string | undefined;
  submitLabel: string;
  pending: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormField label={SCREEN.payout.reasonLabel} error={reasonError}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={reasonMaxLength}
                value={reason}
                onChange={(event) => onReasonChange(event.target.value)}
              />
            )}
          </FormField>
          {failure ? (
            <p className="text-sm text-destructive" role="alert">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {SCREEN.admin.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
