import { type PayoutAccount, type PayoutStatus, payoutAccountBodySchema, SCREEN, VALIDATION } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { FormError, FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { formatPrice } from '../../ui/price';
import { StateSelect } from '../../ui/state-select';
import { PageSpinner } from '../../ui/spinner';
import { payoutAccountQuery, useSavePayoutAccountMutation } from './payouts.api';
import { BADGE_TONE } from '../../ui/badge-tones';

const T = SCREEN.payouts;

const TONE: Record<PayoutStatus, string> = {
  none: BADGE_TONE.muted,
  pending: BADGE_TONE.sky,
  under_review: BADGE_TONE.amber,
  needs_clarification: BADGE_TONE.orange,
  activated: BADGE_TONE.green,
  suspended: BADGE_TONE.red,
};

/** A number shown back by its last four characters only: ••••1234. */
export const masked = (last4: string) => `••••${last4}`;

/** Settings → Payouts (issue 37 item 1, decision 0034): where the artist is paid, and the account's state. */
export function PayoutAccountPage() {
  const { token } = useAuth();
  const query = useQuery(payoutAccountQuery(token));
  if (query.isPending) return <PageSpinner label={SCREEN.app.loading} showLabel />;
  if (query.isError) return <ErrorState title={T.loadError} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{T.description}</p>
      <PayoutStatusCard account={query.data} />
      {query.data.available ? <PayoutForm account={query.data} /> : null}
    </div>
  );
}

function PayoutStatusCard({ account }: { account: PayoutAccount }) {
  const { status, details } = account;
  const headingId = useId();
  return (
    <Card role="region" className="flex flex-col gap-3 p-5 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {T.statusHeading}
        </h2>
        <span
          data-status={status}
          className={cn('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold', TONE[status])}
        >
          {T.status[status]}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{account.available ? T.statusHelp[status] : T.unavailable}</p>
      {account.owedToKala > 0 ? (
        // The fee on cash sales, until a transfer keeps it back (decision 0039).
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <p className="font-medium">{T.owedToKala(formatPrice(account.owedToKala))}</p>
          <p className="opacity-80">{T.owedHelp}</p>
        </div>
      ) : null}
      {details ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{T.pan}</dt>
          <dd className="font-mono">{masked(details.panLast4)}</dd>
          <dt className="text-muted-foreground">{T.accountNumber}</dt>
          <dd className="font-mono">{masked(details.accountLast4)}</dd>
          <dt className="text-muted-foreground">{T.ifsc}</dt>
          <dd className="font-mono">{details.ifsc}</dd>
          {details.gstinLast4 ? (
            <>
              <dt className="text-muted-foreground">{T.gstinShort}</dt>
              <dd className="font-mono">{masked(details.gstinLast4)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}

type FieldName =
  | 'legalName'
  | 'pan'
  | 'gstin'
  | 'phone'
  | 'accountNumber'
  | 'accountNumberAgain'
  | 'ifsc'
  | 'street'
  | 'city'
  | 'state'
  | 'pincode';

/**
 * The form checks with the contract's own rules before sending (the server checks again), and asks the account
 * number twice: a typo there sends the money to someone else.
 */
export function checkPayoutForm(values: Record<FieldName, string>) {
  const errors: Partial<Record<FieldName, string>> = {};
  const parsed = payoutAccountBodySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  const digits = (text: string) => text.replace(/[\s-]+/g, '');
  if (!errors.accountNumber && digits(values.accountNumber) !== digits(values.accountNumberAgain)) {
    errors.accountNumberAgain = VALIDATION.payouts.accountNumbersDiffer;
  }
  return { errors, body: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

function PayoutForm({ account }: { account: PayoutAccount }) {
  const save = useSavePayoutAccountMutation();
  const { details } = account;
  const [values, setValues] = useState<Record<FieldName, string>>({
    legalName: details?.legalName ?? '',
    // Never shown back in full: typed again to save.
    pan: '',
    gstin: '',
    phone: details?.phone ?? '',
    accountNumber: '',
    accountNumberAgain: '',
    ifsc: details?.ifsc ?? '',
    street: details?.street ?? '',
    city: details?.city ?? '',
    state: details?.state ?? '',
    pincode: details?.pincode ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPayoutForm(values);
    setErrors(checked.errors);
    if (!checked.body) return;
    save.mutate(checked.body, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error, T.loadError) });
      },
    });
  };

  const text = (field: FieldName, label: string, extra: Partial<Parameters<typeof Input>[0]> = {}, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[field]}>
      {(control) => <Input {...control} name={field} value={values[field]} onChange={set(field)} {...extra} />}
    </FormField>
  );
  const upper = { autoCapitalize: 'characters', spellCheck: false, className: 'font-mono uppercase' } as const;

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {details ? <p className="text-sm text-muted-foreground">{T.retypeHint}</p> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{T.identityLegend}</legend>
          <div className="sm:col-span-2">{text('legalName', T.legalName, { autoComplete: 'name' })}</div>
          {text(
            'pan',
            T.pan,
            { ...upper, maxLength: 12 },
            details ? `${T.savedAs(masked(details.panLast4))} · ${T.panHint}` : T.panHint,
          )}
          {text(
            'gstin',
            T.gstin,
            { ...upper, maxLength: 18 },
            details?.gstinLast4 ? `${T.savedAs(masked(details.gstinLast4))} · ${T.gstinHint}` : T.gstinHint,
          )}
          {text('phone', SCREEN.fields.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{T.bankLegend}</legend>
          {text(
            'accountNumber',
            T.accountNumber,
            { inputMode: 'numeric', autoComplete: 'off', className: 'font-mono' },
            details ? T.savedAs(masked(details.accountLast4)) : undefined,
          )}
          {text('accountNumberAgain', T.accountNumberAgain, {
            inputMode: 'numeric',
            autoComplete: 'off',
            className: 'font-mono',
            onPaste: (event) => event.preventDefault(),
          })}
          {text('ifsc', T.ifsc, { ...upper, maxLength: 11 }, T.ifscHint)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{T.addressLegend}</legend>
          <div className="sm:col-span-2">
            {text('street', SCREEN.checkout.address, { autoComplete: 'street-address' })}
          </div>
          {text('city', SCREEN.checkout.city, { autoComplete: 'address-level2' })}
          <FormField label={SCREEN.checkout.state} error={errors.state}>
            {(control) => <StateSelect {...control} name="state" value={values.state} onChange={set('state')} />}
          </FormField>
          {text('pincode', SCREEN.fields.pincode, { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' })}
        </fieldset>
        <FormError message={errors.form} />
        <Button type="submit" disabled={save.isPending} className="w-fit">
          {save.isPending ? SCREEN.shipping.saving : T.save}
        </Button>
      </form>
    </Card>
  );
}
