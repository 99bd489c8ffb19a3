import { SCREEN, VALIDATION } from '@kala/contract';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { earlyTapProps, useEarlyTap } from '../lib/early-taps';
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

/** The early-tap key of Check (lib/early-taps.ts). */
const PINCODE_CHECK_TAP = 'pincode-check';

/** "Your pincode [______] Check": six digits, checked here before any request (issue 34 item 3). */
export function PincodeForm({ initial, onSubmit, pending = false, error = null }: PincodeFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const [invalid, setInvalid] = useState(false);
  const digits = useCallback((text: string) => setValue(text.replace(/\D/g, '')), []);
  const keepTyped = useTypedBeforeHydration(digits);
  // On a page the server drew, Check tapped before the app ran checks what was typed once it has
  // (lib/early-taps.ts; the form is not sent the browser's way meanwhile, which would reload the page).
  const form = useRef<HTMLFormElement>(null);
  useEarlyTap(PINCODE_CHECK_TAP, () => form.current?.requestSubmit());
  useEffect(() => {
    if (initial !== null) setValue((current) => (current === '' ? initial : current));
  }, [initial]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as it stands: typed before the app ran, it may be ahead of this render's value.
    const typed = String(new FormData(event.currentTarget).get('pincode') ?? '');
    if (!isPincode(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(typed.trim());
  };
  const message = invalid ? VALIDATION.shipping.pincodeInvalid : error;
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-1.5">
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
        <Button type="submit" variant="outline" disabled={pending} {...earlyTapProps(PINCODE_CHECK_TAP)}>
          {pending ? SCREEN.shipping.checking : SCREEN.shipping.check}
        </Button>
      </div>
      {/* Drawn here, not with FormError: the visitor's artwork page carries this form and no other form code. */}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {localize(message)}
        </p>
      ) : null}
    </form>
  );
}
