import { SCREEN } from '@kala/contract';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';

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
