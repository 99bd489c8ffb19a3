import {
  ART_MEDIUMS,
  ART_SURFACES,
  type ArtworkFactsForm,
  EDITION_KINDS,
  SCREEN,
  SIZE_UNITS,
  type SizeUnit,
} from '@kala/contract';
import { memo, useId } from 'react';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';

export type ArtworkFactsErrors = Partial<Record<keyof ArtworkFactsForm, string>>;
const NO_ERRORS: ArtworkFactsErrors = {};

export interface ArtworkFactsFieldsProps {
  value: ArtworkFactsForm;
  onChange: (next: ArtworkFactsForm) => void;
  /** Messages per field: the contract's validateFactsForm, or a server reply's `fields`. */
  errors?: ArtworkFactsErrors;
  disabled?: boolean;
}

/**
 * The art facts and the picture's description (issue 34 item 2, issue 40) as form fields, for the upload and the
 * edit screens: every fact optional, the size in the unit the artist picks, edition numbers only for a limited
 * edition. Self-contained: the screen holds the value (EMPTY_FACTS_FORM or factsToForm) and sends
 * factsFormFields(value); validateFactsForm gives the messages.
 */
// Memoised: the host form re-renders on every keystroke of its own fields, and these are many.
export const ArtworkFactsFields = memo(function ArtworkFactsFields({
  value,
  onChange,
  errors = NO_ERRORS,
  disabled,
}: ArtworkFactsFieldsProps) {
  const T = SCREEN.facts;
  const headingId = useId();
  const set = <K extends keyof ArtworkFactsForm>(key: K, next: ArtworkFactsForm[K]) =>
    onChange({ ...value, [key]: next });
  const text = (key: keyof ArtworkFactsForm) => ({
    value: value[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    disabled,
  });
  const sizeField = (key: 'height' | 'width' | 'depth', label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[key]}>
      {(control) => <Input {...control} {...text(key)} inputMode="decimal" autoComplete="off" />}
    </FormField>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl border border-border p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-lg font-semibold tracking-tight">
          {T.formHeading}
        </h2>
        <p className="text-xs text-muted-foreground">{T.formHint}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={T.medium} error={errors.medium}>
          {(control) => (
            <Select {...control} {...text('medium')}>
              <option value="">{T.choose}</option>
              {ART_MEDIUMS.map((medium) => (
                <option key={medium} value={medium}>
                  {T.mediums[medium]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={T.surface} error={errors.surface}>
          {(control) => (
            <Select {...control} {...text('surface')}>
              <option value="">{T.choose}</option>
              {ART_SURFACES.map((surface) => (
                <option key={surface} value={surface}>
                  {T.surfaces[surface]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{T.size}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {sizeField('height', T.height)}
          {sizeField('width', T.width)}
          {sizeField('depth', T.depth, T.depthHint)}
          <FormField label={T.unit} error={errors.sizeUnit}>
            {(control) => (
              <Select
                {...control}
                value={value.sizeUnit}
                onChange={(event) => set('sizeUnit', event.target.value as SizeUnit)}
                disabled={disabled}
              >
                {SIZE_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit === 'cm' ? T.centimetres : T.inches}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-4">
        <FormField label={T.weight} hint={T.weightHint} error={errors.weightGrams}>
          {(control) => <Input {...control} {...text('weightGrams')} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField label={T.year} error={errors.year}>
          {(control) => <Input {...control} {...text('year')} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={T.edition} error={errors.edition}>
          {(control) => (
            <Select {...control} {...text('edition')}>
              <option value="">{T.choose}</option>
              {EDITION_KINDS.map((edition) => (
                <option key={edition} value={edition}>
                  {T.editions[edition]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {value.edition === 'limited' ? (
          <>
            <FormField label={T.editionNumber} error={errors.editionNumber}>
              {(control) => <Input {...control} {...text('editionNumber')} inputMode="numeric" autoComplete="off" />}
            </FormField>
            <FormField label={T.editionSize} error={errors.editionSize}>
              {(control) => <Input {...control} {...text('editionSize')} inputMode="numeric" autoComplete="off" />}
            </FormField>
          </>
        ) : null}
      </div>

      <div className="flex flex-col gap-x-6 sm:flex-row">
        <Checkbox
          label={T.framed}
          checked={value.framed}
          onChange={(event) => set('framed', event.target.checked)}
          disabled={disabled}
        />
        <Checkbox
          label={T.signed}
          checked={value.signed}
          onChange={(event) => set('signed', event.target.checked)}
          disabled={disabled}
        />
      </div>

      <FormField label={T.altText} hint={T.altTextHint} error={errors.altText}>
        {(control) => <Textarea {...control} {...text('altText')} rows={2} className="min-h-16" />}
      </FormField>
    </section>
  );
});
