import {
  AGE_MAX,
  AGE_MIN,
  adminGenderOption,
  LOCATIONS,
  PROFILE_GENDERS,
  type RegistrationForm,
  SCREEN,
} from '@kala/contract';
import { type ComponentProps, useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';
import { Select } from './select';

// The profile fields that registration and edit profile show alike: a free-text city with the spec's
// locations suggested, and the profile gender options (male, female, other) with the spec's placeholder; and the
// person's details that follow them on both forms.

export function LocationInput(props: ComponentProps<'input'>) {
  const listId = useId();
  return (
    <>
      <Input list={listId} placeholder={SCREEN.register.locationPlaceholder} autoComplete="address-level2" {...props} />
      <datalist id={listId}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
    </>
  );
}

export function GenderSelect(props: ComponentProps<'select'>) {
  return (
    <Select placeholder={SCREEN.register.genderPlaceholder} {...props}>
      {PROFILE_GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {adminGenderOption(gender)}
        </option>
      ))}
    </Select>
  );
}

type PersonDetails = Pick<RegistrationForm, 'location' | 'gender' | 'age' | 'pincode' | 'phone'>;

export interface PersonDetailsFieldsProps {
  register: UseFormRegister<PersonDetails>;
  errors: FieldErrors<PersonDetails>;
}

/** City, gender, age, pincode and phone, as cells of the form's two-column grid. */
export function PersonDetailsFields({ register, errors }: PersonDetailsFieldsProps) {
  return (
    <>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.location} error={errors.location?.message}>
        {(control) => <LocationInput {...control} {...register('location')} />}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.gender} error={errors.gender?.message}>
        {(control) => <GenderSelect {...control} {...register('gender')} />}
      </FormField>
      <FormField label={SCREEN.fields.age} error={errors.age?.message}>
        {(control) => (
          <Input {...control} {...register('age')} type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} />
        )}
      </FormField>
      <FormField label={SCREEN.fields.pincode} error={errors.pincode?.message}>
        {(control) => <Input {...control} {...register('pincode')} inputMode="numeric" autoComplete="postal-code" />}
      </FormField>
      <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.phone} error={errors.phone?.message}>
        {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
      </FormField>
    </>
  );
}
