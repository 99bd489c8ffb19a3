import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
  reportSchema,
  SCREEN,
} from '@kala/contract';
import { CircleCheck, Ellipsis, Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError, apiRequest, errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { FormError, FormField } from './form-field';
import { Textarea } from './textarea';

const T = SCREEN.report;

interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/**
 * The open "More actions" menu with Report and its dialog (loaded by ReportMenu on the first tap: the menu and the
 * form are not part of the pages that show it).
 */
export default function ReportMenuPanel({ triggerClassName, ...target }: ReportTarget & { triggerClassName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger aria-label={T.moreActions} className={triggerClassName}>
          <Ellipsis aria-hidden="true" className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen(true)}>
            <Flag aria-hidden="true" />
            {T.action}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog open={open} onOpenChange={setOpen} {...target} />
    </>
  );
}

/** The reasons, optional details, then a thank-you. Reporting again what is already reported thanks all the same. */
export function ReportDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
}: ReportTarget & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDetails('');
      setSent(false);
      setError(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(T.reasonRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await apiRequest('/auth/reports', {
        method: 'POST',
        body: { targetType, targetId, reason, details },
        schema: reportSchema,
      });
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? errorMessage(caught, T.failed) : T.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        {sent ? (
          <>
            <DialogHeader className="items-center pr-0 text-center">
              <CircleCheck aria-hidden="true" className="size-10 text-primary" />
              <DialogTitle>{T.thanksTitle}</DialogTitle>
              <DialogDescription>{T.thanks}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={() => reset(false)}>{T.done}</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{T.title[targetType]}</DialogTitle>
              <DialogDescription>{T.description}</DialogDescription>
            </DialogHeader>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{T.reasonLabel}</legend>
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3.5 text-sm transition-colors hover:bg-muted md:min-h-10',
                    reason === value && 'border-primary bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setError(null);
                    }}
                    className="size-4 accent-primary"
                  />
                  {T.reasons[value]}
                </label>
              ))}
            </fieldset>
            <FormField label={T.detailsLabel}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  placeholder={T.detailsPlaceholder}
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                />
              )}
            </FormField>
            <FormError message={error} />
            <DialogFooter>
              <Button variant="outline" onClick={() => reset(false)}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={pending}>
                {pending ? T.submitting : T.submit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
