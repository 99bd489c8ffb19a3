import { QUANTITY_MIN, SCREEN } from '@kala/contract';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface QuantityStepperProps {
  value: number;
  /** The stock: increase stops here. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  className?: string;
}

const stepClasses =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent md:size-9';

/**
 * − quantity +: decrease stops at 1, increase at the stock (docs/product.md#beyond-the-original-client: real quantities
 * within stock).
 */
export function QuantityStepper({ value, max, onChange, disabled = false, className }: QuantityStepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons with a label, not a form fieldset.
    <div
      role="group"
      aria-label={SCREEN.cart.quantity}
      className={cn('inline-flex items-center rounded-full border border-border bg-card p-0.5', className)}
    >
      <button
        type="button"
        className={stepClasses}
        aria-label={SCREEN.cart.decrease}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={stepClasses}
        aria-label={SCREEN.cart.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
