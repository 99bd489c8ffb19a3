import { SCREEN, VALIDATION } from '@kala/contract';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTypedBeforeHydration } from '../lib/hydration';
import { localize } from '../lib/i18n';
import { isPincode } from '../lib/pincode';
import { Button } from './button';
import { Input } from './input';

export interface PincodeFormProps {
  /** The pincode shown in the box (remembered or from the default address). */
  initial: string | null;
  onSubmit: (pincode: string) => void;
  pending?: boolean;
  /** The server's message for a pincode it refused. */
  error?: string | null;
}

/** "Your pincode [______] Check": six digits, checked here before any request (issue 34 item 3). */
export function PincodeForm({ initial, onSubmit, pending = false, error = null }: PincodeFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const [invalid, setInvalid] = useState(false);
  const digits = useCallback((text: string) => setValue(text.replace(/\D/g, '')), []);
  const keepTyped = useTypedBeforeHydration(digits);
  useEffect(() => {
    if (initial !== null) setValue((current) => (current === '' ? initial : current));
  }, [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPincode(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(value.trim());
  };
  const message = invalid ? VALIDATION.shipping.pincodeInvalid : error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {SCREEN.shipping.pincodeLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          ref={keepTyped}
          value={value}
          onChange={(event) => digits(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="max-w-40"
        />
        <Button type="submit" variant="outline" disabled={pending}>
          {pending ? SCREEN.shipping.checking : SCREEN.shipping.check}
        </Button>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {localize(message)}
        </p>
      ) : null}
    </form>
  );
}
