import { SCREEN } from '@kala/contract';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../ui/button';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 'Are you sure you want to delete this user?' */
  question: string;
  onConfirm: () => void;
  pending: boolean;
}

/**
 * 'Confirm Delete' with Cancel and 'Yes, Delete' (docs/product.md#screens-and-routes User Management). An alert dialog:
 * focus starts on Cancel, so Enter never deletes by accident, and clicking outside does not dismiss it.
 */
export function ConfirmDeleteDialog({ open, onOpenChange, question, onConfirm, pending }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto flex max-w-md -translate-y-1/2 flex-col gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl data-[state=open]:animate-fade-in">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              <Trash2 aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1.5 pt-1">
              <AlertDialog.Title className="text-lg font-semibold">{SCREEN.admin.confirmDelete}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-muted-foreground">{question}</AlertDialog.Description>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{SCREEN.admin.cancel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the delete has answered. */}
            <Button variant="destructive" loading={pending} onClick={onConfirm}>
              {SCREEN.admin.yesDelete}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
