import { type ShippingProfile, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { ErrorState } from '../../ui/error-state';
import { FormError, FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PageSpinner } from '../../ui/spinner';
import { shippingProfileQuery, useSaveShippingProfileMutation } from './shipping.api';

const T = SCREEN.shipping;

/** Settings → Shipping (issue 34 item 3, decision 0027): what the artist's buyers pay for shipping, and returns. */
export function ShippingProfilePage() {
  const { token } = useAuth();
  const query = useQuery(shippingProfileQuery(token));
  if (query.isPending) return <PageSpinner label={SCREEN.app.loading} showLabel />;
  if (query.isError) return <ErrorState title={T.loadError} onRetry={() => void query.refetch()} />;
  return <ShippingProfileForm profile={query.data} />;
}

function ShippingProfileForm({ profile }: { profile: ShippingProfile }) {
  const save = useSaveShippingProfileMutation();
  const [free, setFree] = useState(profile.free);
  const [rates, setRates] = useState({
    city: profile.free ? '' : String(profile.rates.city),
    state: profile.free ? '' : String(profile.rates.state),
    india: profile.free ? '' : String(profile.rates.india),
  });
  const [processingDays, setProcessingDays] = useState(String(profile.processingDays));
  const [returns, setReturns] = useState(profile.returnsDays !== null);
  const [returnsDays, setReturnsDays] = useState(String(profile.returnsDays ?? 14));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { free, rates: free ? undefined : rates, processingDays, returnsDays: returns ? returnsDays : null },
      {
        onSuccess: () => toast.success(T.saved),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error, T.loadError) });
        },
      },
    );
  };
  const rateError = (zone: 'city' | 'state' | 'india') =>
    errors[`rates.${zone}`] ?? (zone === 'city' ? errors.rates : undefined);

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">{T.description}</p>
        <div className="flex flex-col gap-1">
          <Checkbox label={T.freeShipping} checked={free} onChange={(event) => setFree(event.target.checked)} />
          <p className="text-xs text-muted-foreground">{T.freeShippingHint}</p>
        </div>
        {free ? null : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">{T.ratesLegend}</legend>
            <p className="text-xs text-muted-foreground">
              {profile.origin.pincode && profile.origin.state
                ? T.originHint(profile.origin.pincode, profile.origin.state)
                : T.originMissing}
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              {(
                [
                  ['city', T.zoneCity],
                  ['state', T.zoneState],
                  ['india', T.zoneIndia],
                ] as const
              ).map(([zone, label]) => (
                <FormField key={zone} label={`${label} (₹)`} error={rateError(zone)}>
                  {(control) => (
                    <Input
                      {...control}
                      name={`rate-${zone}`}
                      inputMode="decimal"
                      value={rates[zone]}
                      onChange={(event) => setRates((current) => ({ ...current, [zone]: event.target.value }))}
                    />
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        )}
        <FormField label={T.processingDays} hint={T.processingHint} error={errors.processingDays}>
          {(control) => (
            <Input
              {...control}
              name="processingDays"
              inputMode="numeric"
              value={processingDays}
              onChange={(event) => setProcessingDays(event.target.value)}
              className="max-w-32"
            />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{T.returnsLegend}</legend>
          <label className="inline-flex min-h-11 items-center gap-3 text-sm md:min-h-9">
            <input
              type="radio"
              name="returns"
              className="size-5 accent-primary"
              checked={!returns}
              onChange={() => setReturns(false)}
            />
            {T.returnsNone}
          </label>
          <label className="inline-flex min-h-11 items-center gap-3 text-sm md:min-h-9">
            <input
              type="radio"
              name="returns"
              className="size-5 accent-primary"
              checked={returns}
              onChange={() => setReturns(true)}
            />
            {T.returnsWithin}
          </label>
          {returns ? (
            <FormField label={T.returnsDaysLabel} error={errors.returnsDays} className="max-w-40">
              {(control) => (
                <Input
                  {...control}
                  name="returnsDays"
                  inputMode="numeric"
                  value={returnsDays}
                  onChange={(event) => setReturnsDays(event.target.value)}
                />
              )}
            </FormField>
          ) : null}
        </fieldset>
        <FormError message={errors.form} />
        <Button type="submit" disabled={save.isPending} className="w-fit">
          {save.isPending ? T.saving : T.save}
        </Button>
      </form>
    </Card>
  );
}
