import { type FormEvent, useId, useState } from 'react';
import { parseOfferAmount } from '../lib/offers';
import { FormError } from './form-field';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

export interface OfferAmountFormProps {
  label: string;
  submitLabel: string;
  /** The artwork's price: an offer must be below it. */
  price: number;
  /** Sends the amount; false keeps the form as it is (nothing was sent). */
  onSubmit: (amount: number) => boolean;
  autoFocus?: boolean;
}

/** A ₹ amount and a button (issue 19): the Make an offer dialog and an offer card's Counter. */
export function OfferAmountForm({ label, submitLabel, price, onSubmit, autoFocus }: OfferAmountFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOfferAmount(text, price);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (onSubmit(parsed.amount)) setText('');
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={autoFocus}
          className="min-w-0 flex-1 tabular-nums"
        />
        <Button type="submit">{submitLabel}</Button>
      </div>
      <FormError message={error} id={`${id}-error`} />
    </form>
  );
}
