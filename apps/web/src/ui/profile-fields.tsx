import { adminGenderOption, LOCATIONS, PROFILE_GENDERS } from '@kala/contract';
import { SCREEN } from '../lib/texts';
import { type ComponentProps, useId } from 'react';
import { Input } from './input';
import { Select } from './select';

// The two profile fields that registration and edit profile show alike: a free-text city with the spec's
// locations suggested, and the profile gender options (male, female, other) with the spec's placeholder.

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
