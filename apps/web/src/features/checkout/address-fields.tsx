import { type IndianState, SCREEN, shippingAddressSchema, stateOfPincode, stateSchema } from '@kala/contract';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { StateSelect } from '../../ui/state-select';

/** Kala's checkout asks for the state, which the API leaves optional for the spec's clients. */
// The select starts empty (''), which the state's own rule then refuses with its message.
export const addressFormSchema = shippingAddressSchema.extend({
  state: z.union([z.literal(''), stateSchema]).pipe(stateSchema),
});
export type AddressForm = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;
export type AddressFormApi = UseFormReturn<AddressForm, unknown, AddressFormOutput>;

/**
 * The fields of a shipping address. The state follows the pincode (india-states.ts) until the person picks
 * another one themselves.
 */
export function AddressFields({ form, disabled }: { form: AddressFormApi; disabled: boolean }) {
  const {
    register,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const pincode = watch('pincode');
  // The state the pincode last suggested: replaced by the next suggestion only while the person kept it.
  const suggested = useRef<IndianState | null>(null);
  useEffect(() => {
    const derived = stateOfPincode(pincode ?? '');
    if (!derived) return;
    const current = getValues('state');
    if (current === '' || current === suggested.current) {
      suggested.current = derived;
      if (current !== derived) setValue('state', derived, { shouldValidate: Boolean(errors.state) });
    }
  }, [pincode, getValues, setValue, errors.state]);

  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5">
      <FormField className="col-span-2" label={SCREEN.fields.fullName} error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" disabled={disabled} />}
      </FormField>
      <FormField className="col-span-2" label={SCREEN.checkout.address} error={errors.address?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('address')}
            placeholder={SCREEN.checkout.addressPlaceholder}
            autoComplete="street-address"
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.checkout.city} error={errors.city?.message}>
        {(control) => <Input {...control} {...register('city')} autoComplete="address-level2" disabled={disabled} />}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.pincode} error={errors.pincode?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('pincode')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.checkout.state} error={errors.state?.message}>
        {(control) => <StateSelect {...control} {...register('state')} disabled={disabled} />}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.phone} error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            disabled={disabled}
          />
        )}
      </FormField>
    </div>
  );
}
