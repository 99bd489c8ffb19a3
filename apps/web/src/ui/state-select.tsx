import { INDIAN_STATES, SCREEN } from '@kala/contract';
import type { ComponentProps } from 'react';
import { Select } from './select';

/** The address's state, picked from India's states and union territories; empty until one is chosen. */
export function StateSelect(props: ComponentProps<'select'>) {
  return (
    <Select placeholder={SCREEN.checkout.choose} autoComplete="address-level1" {...props}>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </Select>
  );
}
