import {
  type AdminTransfer,
  SCREEN,
  TRANSFER_REASON_MAX_LENGTH,
  TRANSFER_VIEW_STATES,
  transferActionBodySchema,
  type TransferViewState,
} from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { payoutsQueryOptions, useTransferActionMutation } from './admin.api';
import { AdminActionDialog } from './admin-form-dialog';
import { formatDateTime, formatRupees } from './admin-format';
import { AdminPageHeader, AdminSection } from './admin-table';
import { LedgerCheckCard } from './ledger-check';
import { BADGE_TONE } from '../../ui/badge-tones';

const T = SCREEN.payout;

const TONE: Record<TransferViewState, string> = {
  waiting: BADGE_TONE.sky,
  on_hold: BADGE_TONE.amber,
  released: BADGE_TONE.green,
  failed: BADGE_TONE.red,
  reversed: BADGE_TONE.violet,
  cancelled: BADGE_TONE.muted,
};

type Action = { transfer: AdminTransfer; action: 'release' | 'hold' };

/**
 * The payouts view, /admin/payouts (issue 37 item 9, decision 0039): every transfer to an artist by state (waiting,
 * on hold, released, failed, reversed, cancelled), released or held by hand with a reason (audited), what artists
 * owe on cash sales, and the ledger check.
 */
export function PayoutsPage() {
  const [state, setState] = useState<TransferViewState | undefined>(undefined);
  const payouts = useQuery(payoutsQueryOptions(state));
  const [acting, setActing] = useState<Action | null>(null);

  let list: ReactNode;
  if (payouts.isPending) list = <PageSpinner label={SCREEN.app.loading} />;
  else if (payouts.isError) list = <ErrorState title={T.loadFailed} onRetry={() => void payouts.refetch()} />;
  else if (payouts.data.transfers.length === 0) list = <p className="py-6 text-sm text-muted-foreground">{T.empty}</p>;
  else {
    list = (
      <ul className="flex flex-col divide-y divide-border">
        {payouts.data.transfers.map((transfer) => (
          <TransferRow key={transfer.id} transfer={transfer} onAct={(action) => setActing({ transfer, action })} />
        ))}
      </ul>
    );
  }
  const counts = payouts.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={T.payoutsTitle} description={T.payoutsHint} />
      <LedgerCheckCard />
      <section
        aria-label={T.payoutsTitle}
        className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <fieldset aria-label={T.payoutsTitle} className="flex flex-wrap gap-2">
          <StateChip label={T.all} count={total} active={state === undefined} onClick={() => setState(undefined)} />
          {TRANSFER_VIEW_STATES.map((name) => (
            <StateChip
              key={name}
              label={T.states[name]}
              count={counts?.[name]}
              active={state === name}
              onClick={() => setState(name)}
            />
          ))}
        </fieldset>
        {state ? <p className="text-xs text-muted-foreground">{T.stateHelp[state]}</p> : null}
        {list}
      </section>
      <AdminSection id="owed" title={T.owedTitle} hint={T.owedHint} className="gap-2">
        {payouts.data && payouts.data.owed.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border text-sm">
            {payouts.data.owed.map((row) => (
              <li key={row.username} className="flex justify-between gap-4 py-2">
                <Link to={paths.profile(row.username)} className="font-medium hover:underline">
                  @{row.username}
                </Link>
                <span className="tabular-nums">{formatRupees(row.owed)}</span>
              </li>
            ))}
          </ul>
        ) : payouts.data ? (
          <p className="text-sm text-muted-foreground">{T.owedNone}</p>
        ) : null}
      </AdminSection>
      <ActionDialog acting={acting} onClose={() => setActing(null)} />
    </div>
  );
}

function StateChip({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
      )}
    >
      {label}
      {count !== undefined ? <span className="tabular-nums opacity-80">{count}</span> : null}
    </button>
  );
}

function TransferRow({ transfer, onAct }: { transfer: AdminTransfer; onAct: (action: 'release' | 'hold') => void }) {
  const notes: string[] = [];
  if (transfer.deducted > 0) notes.push(T.kept(formatRupees(transfer.deducted)));
  if (transfer.reversed > 0) notes.push(T.takenBack(formatRupees(transfer.reversed)));
  if (transfer.heldByAdmin && transfer.holdReason) notes.push(T.heldBy(transfer.holdReason));
  if (transfer.state === 'failed' && transfer.failureReason) notes.push(transfer.failureReason);
  if (transfer.releasedAt) notes.push(T.releasedOn(formatDateTime(transfer.releasedAt)));
  if (transfer.paidOut) notes.push(T.paidOutOn(formatDateTime(transfer.paidOut.settledAt), transfer.paidOut.utr));
  else if ((transfer.state === 'on_hold' || transfer.state === 'waiting') && !transfer.heldByAdmin) {
    notes.push(transfer.releaseDueAt ? T.dueAfter(formatDateTime(transfer.releaseDueAt)) : T.notDelivered);
  }
  const canRelease = transfer.state === 'on_hold';
  const canHold = (transfer.state === 'on_hold' || transfer.state === 'waiting') && !transfer.heldByAdmin;
  return (
    <li data-transfer={transfer.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.order(transfer.orderId)} className="line-clamp-1 font-medium hover:underline">
            {transfer.title}
          </Link>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[transfer.state])}>
            {T.states[transfer.state]}
          </span>
        </div>
        <p className="text-xs text-muted-foreground">{T.byArtist(transfer.artist.username)}</p>
        {notes.map((note) => (
          <p key={note} className="text-xs text-muted-foreground">
            {note}
          </p>
        ))}
      </div>
      <span className="text-lg font-semibold tabular-nums sm:w-28 sm:text-right">
        {formatRupees(transfer.amount ?? transfer.share)}
      </span>
      <div className="flex gap-2 sm:w-52 sm:justify-end">
        {canHold ? (
          <Button size="sm" variant="outline" onClick={() => onAct('hold')}>
            {T.hold}
          </Button>
        ) : null}
        {canRelease ? (
          <Button size="sm" onClick={() => onAct('release')}>
            {T.release}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Release or hold one transfer by hand, with the reason (audited). */
function ActionDialog({ acting, onClose }: { acting: Action | null; onClose: () => void }) {
  const mutation = useTransferActionMutation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const close = () => {
    setReason('');
    setErrors({});
    mutation.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!acting) return;
    const parsed = transferActionBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors({ reason: parsed.error.flatten().fieldErrors.reason?.[0] });
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: acting.transfer.id, action: acting.action, reason: parsed.data.reason },
      { onSuccess: close, onError: () => setErrors({ form: T.actionFailed }) },
    );
  };
  const release = acting?.action === 'release';
  return (
    <AdminActionDialog
      open={acting !== null}
      onClose={close}
      onSubmit={onSubmit}
      title={release ? T.releaseTitle : T.holdTitle}
      description={release ? T.releaseHint(acting?.transfer.title ?? '') : T.holdHint(acting?.transfer.title ?? '')}
      reason={reason}
      onReasonChange={setReason}
      reasonError={errors.reason}
      reasonMaxLength={TRANSFER_REASON_MAX_LENGTH}
      failure={errors.form}
      submitLabel={release ? T.release : T.hold}
      pending={mutation.isPending}
    />
  );
}
