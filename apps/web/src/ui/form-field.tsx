import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { localize } from '../lib/i18n';
import { Label } from './label';

/** Props that tie a control to its label, hint and error message. Spread them onto the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * The field's error message; shown under the control and announced with it, in the current language (a form's
   * schema holds its messages in English).
   */
  error?: string;
  hint?: ReactNode;
  /** Something beside the label, e.g. the 'Forgot your password?' link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error. The control comes from a render function that receives the id and aria
 * attributes, so any input (Input, Select, PasswordInput) is labelled and describes its error.
 */
export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div className="flex min-h-5 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A message about the form as a whole, or about a control that is not in a FormField (a picture, the pincode box),
 * in the current language, announced when it appears; nothing without one. `id` lets the control point to it
 * (aria-describedby).
 */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {localize(message)}
    </p>
  );
}
