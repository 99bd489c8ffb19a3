import { type ArtworkShipping, type ArtworkShippingMode, checkArtworkShipping, SCREEN } from '@kala/contract';
import { useId } from 'react';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';

const T = SCREEN.shipping;

/** The "Shipping for this work" fields as typed (issue 34 item 3): '' follows the artist's shipping profile. */
export interface ArtworkShippingValue {
  mode: ArtworkShippingMode;
  city: string;
  state: string;
  india: string;
  processingDays: string;
  /** '' the profile's, 'none' no returns, or days. */
  returnsDays: string;
}

export const PROFILE_SHIPPING: ArtworkShippingValue = {
  mode: 'profile',
  city: '',
  state: '',
  india: '',
  processingDays: '',
  returnsDays: '',
};

/** What an artwork has now (GET /api/artworks/{id}/shipping's override), as the fields show it: the edit screen. */
export function shippingValueOf(override: ArtworkShipping['override']): ArtworkShippingValue {
  const days = (value: number | null) => (value === null ? '' : String(value));
  return {
    mode: override.mode,
    city: override.rates ? String(override.rates.city) : '',
    state: override.rates ? String(override.rates.state) : '',
    india: override.rates ? String(override.rates.india) : '',
    processingDays: days(override.processingDays),
    returnsDays: override.returnsDays === 0 ? 'none' : days(override.returnsDays),
  };
}

/** The fields the upload (multipart) and the artwork's PATCH take for this value. */
export function artworkShippingFieldsOf(value: ArtworkShippingValue): Record<string, string> {
  const fields: Record<string, string> = {
    shipping: value.mode,
    processingDays: value.processingDays.trim(),
    returnsDays: value.returnsDays === 'none' ? '0' : value.returnsDays.trim(),
  };
  if (value.mode === 'rates') {
    fields.shippingCity = value.city.trim();
    fields.shippingState = value.state.trim();
    fields.shippingIndia = value.india.trim();
  }
  return fields;
}

/**
 * Shipping for this work, optional (issue 34 item 3, decision 0027): follow the shipping profile, ship it free, or
 * its own prices by zone; its own processing time and returns. The upload form uses it; so may an edit screen.
 */
export function ArtworkShippingFields({
  value,
  onChange,
  disabled = false,
}: {
  value: ArtworkShippingValue;
  onChange: (value: ArtworkShippingValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const set = (change: Partial<ArtworkShippingValue>) => onChange({ ...value, ...change });
  // Mistakes show as typed; an empty price shows only once the server is asked.
  const checked = checkArtworkShipping(artworkShippingFieldsOf(value));
  const error = (field: 'shippingCity' | 'shippingState' | 'shippingIndia' | 'processingDays' | 'returnsDays') => {
    if (checked.ok) return undefined;
    const typed = {
      shippingCity: value.city,
      shippingState: value.state,
      shippingIndia: value.india,
      processingDays: value.processingDays,
      returnsDays: value.returnsDays,
    }[field];
    return typed.trim() === '' ? undefined : checked.errors[field];
  };
  const modes: [ArtworkShippingMode, string][] = [
    ['profile', T.modeProfile],
    ['free', T.modeFree],
    ['rates', T.modeRates],
  ];
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-border p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">{T.sectionHeading}</legend>
      <p className="text-xs text-muted-foreground">{T.sectionHint}</p>
      <div role="radiogroup" aria-label={T.sectionHeading} className="flex flex-wrap gap-x-5">
        {modes.map(([mode, label]) => (
          <label key={mode} className="inline-flex min-h-11 items-center gap-2 text-sm md:min-h-9">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-5 accent-primary"
              checked={value.mode === mode}
              onChange={() => set({ mode })}
            />
            {label}
          </label>
        ))}
      </div>
      {value.mode === 'rates' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ['city', 'shippingCity', T.zoneCity],
              ['state', 'shippingState', T.zoneState],
              ['india', 'shippingIndia', T.zoneIndia],
            ] as const
          ).map(([zone, field, label]) => (
            <FormField key={zone} label={`${label} (₹)`} error={error(field)}>
              {(control) => (
                <Input
                  {...control}
                  name={field}
                  inputMode="decimal"
                  value={value[zone]}
                  onChange={(event) => set({ [zone]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={T.processingDays} hint={T.sameAsProfile} error={error('processingDays')}>
          {(control) => (
            <Input
              {...control}
              name="processingDays"
              inputMode="numeric"
              value={value.processingDays}
              onChange={(event) => set({ processingDays: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={T.returnsDaysLabel}
          hint={`${T.sameAsProfile} · 0 = ${T.returnsNone}`}
          error={error('returnsDays')}
        >
          {(control) => (
            <Input
              {...control}
              name="returnsDays"
              inputMode="numeric"
              value={value.returnsDays}
              onChange={(event) => set({ returnsDays: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
