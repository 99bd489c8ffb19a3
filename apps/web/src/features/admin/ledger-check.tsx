import { LEDGER_REASON_MAX_LENGTH, type LedgerMismatch, ledgerCorrectionBodySchema, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { formatPrice } from '../../ui/price';
import { Spinner } from '../../ui/spinner';
import { ledgerCheckQueryOptions, useLedgerCorrectionMutation } from './admin.api';
import { AdminActionDialog } from './admin-form-dialog';
import { AdminSection } from './admin-table';

const T = SCREEN.payout;

/**
 * The ledger check of the admin dashboard (issue 37 items 5 and 9): "Ledger balanced for N orders", or the orders
 * whose buyer's payment is not what the artist earned + Kala's fee + what was refunded, each with a correction.
 */
export function LedgerCheckCard() {
  const check = useQuery(ledgerCheckQueryOptions());
  const [correcting, setCorrecting] = useState<LedgerMismatch | null>(null);
  let body: ReactNode;
  if (check.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> {T.checking}
      </p>
    );
  } else if (check.isError) {
    body = <ErrorState title={T.checkFailed} onRetry={() => void check.refetch()} />;
  } else if (check.data.unbalanced === 0) {
    body = (
      <p className="flex items-center gap-2 font-medium text-success">
        <CircleCheck aria-hidden="true" className="size-5" />
        {T.balanced(check.data.orders)}
      </p>
    );
  } else {
    const { mismatches, unbalanced, orders } = check.data;
    body = (
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 font-medium text-destructive" role="alert">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {T.unbalanced(unbalanced, orders)}
        </p>
        <ul className="flex flex-col divide-y divide-border">
          {mismatches.map((mismatch) => {
            const figures: [string, string][] = [
              [T.columns.paid, formatPrice(mismatch.paid)],
              [T.columns.earned, formatPrice(mismatch.ledger.artistEarned)],
              [T.columns.fee, formatPrice(mismatch.ledger.kalaFee)],
              [T.columns.tcs, formatPrice(mismatch.ledger.tcs)],
              [
                T.columns.refunded,
                mismatch.ledger.refunded === mismatch.refunded
                  ? formatPrice(mismatch.ledger.refunded)
                  : `${formatPrice(mismatch.ledger.refunded)} (${formatPrice(mismatch.refunded)})`,
              ],
            ];
            return (
              <li
                key={mismatch.orderId}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="min-w-0 sm:w-48">
                  <Link to={paths.order(mismatch.orderId)} className="line-clamp-1 font-medium hover:underline">
                    {mismatch.title}
                  </Link>
                  <span className="block truncate text-xs text-muted-foreground">{mismatch.orderId}</span>
                </div>
                <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums lg:grid-cols-5">
                  {figures.map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-xs text-muted-foreground">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start sm:self-center"
                  onClick={() => setCorrecting(mismatch)}
                >
                  {T.correct}
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return (
    <AdminSection id="ledger-check" title={T.ledgerTitle} hint={T.ledgerHint} className="gap-3">
      {body}
      <CorrectionDialog mismatch={correcting} onClose={() => setCorrecting(null)} />
    </AdminSection>
  );
}

/** An admin's correction of one order's ledger: a signed amount in rupees and the reason (audited). */
function CorrectionDialog({ mismatch, onClose }: { mismatch: LedgerMismatch | null; onClose: () => void }) {
  const correction = useLedgerCorrectionMutation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});

  const close = () => {
    setAmount('');
    setReason('');
    setErrors({});
    correction.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!mismatch) return;
    const text = amount.trim().replace('−', '-');
    const parsed = ledgerCorrectionBodySchema.safeParse({ amount: text === '' ? undefined : Number(text), reason });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ amount: fields.amount?.[0], reason: fields.reason?.[0] });
      return;
    }
    setErrors({});
    correction.mutate(
      { orderId: mismatch.orderId, body: parsed.data },
      { onSuccess: close, onError: () => setErrors({ form: T.saveFailed }) },
    );
  };

  return (
    <AdminActionDialog
      open={mismatch !== null}
      onClose={close}
      onSubmit={onSubmit}
      title={T.correctTitle}
      description={T.correctHint(mismatch?.title ?? '')}
      reason={reason}
      onReasonChange={setReason}
      reasonError={errors.reason}
      reasonMaxLength={LEDGER_REASON_MAX_LENGTH}
      failure={errors.form}
      submitLabel={correction.isPending ? T.saving : T.save}
      pending={correction.isPending}
    >
      <FormField label={T.amountLabel} error={errors.amount}>
        {(control) => (
          <Input {...control} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        )}
      </FormField>
    </AdminActionDialog>
  );
}
