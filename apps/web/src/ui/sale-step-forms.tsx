import { zodResolver } from '@hookform/resolvers/zod';
import { cancelSaleBodySchema, shipOrderBodySchema, SCREEN } from '@kala/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../lib/cn';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

// The artist's two steps on a sale, as forms checked by the contract's own schemas (the server checks the same):
// used on the order page and in the Sales dialogs.

const shipFormSchema = shipOrderBodySchema.omit({ status: true });
export type ShipFormValues = z.output<typeof shipFormSchema>;
const cancelSaleFormSchema = cancelSaleBodySchema.omit({ status: true });
export type CancelSaleFormValues = z.output<typeof cancelSaleFormSchema>;

export function ShipForm({
  pending,
  onShip,
  className,
}: {
  pending: boolean;
  onShip: (values: ShipFormValues) => void;
  className?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShipFormValues>({
    resolver: zodResolver(shipFormSchema),
    defaultValues: { courier: '', trackingNumber: '' },
  });
  return (
    <form onSubmit={handleSubmit(onShip)} noValidate className={cn('grid gap-3', className)}>
      <FormField label={SCREEN.orders.courier} error={errors.courier?.message}>
        {(control) => <Input {...control} {...register('courier')} autoComplete="off" disabled={pending} />}
      </FormField>
      <FormField label={SCREEN.orders.trackingNumber} error={errors.trackingNumber?.message}>
        {(control) => <Input {...control} {...register('trackingNumber')} autoComplete="off" disabled={pending} />}
      </FormField>
      <Button type="submit" loading={pending} className="sm:self-end">
        {SCREEN.orders.markShipped}
      </Button>
    </form>
  );
}

export function CancelSaleForm({
  pending,
  onCancel,
  className,
  submitText = SCREEN.orders.cancelSale,
}: {
  pending: boolean;
  onCancel: (values: CancelSaleFormValues) => void;
  className?: string;
  /** The admin's table says 'Cancel order'. */
  submitText?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelSaleFormValues>({ resolver: zodResolver(cancelSaleFormSchema), defaultValues: { reason: '' } });
  return (
    <form onSubmit={handleSubmit(onCancel)} noValidate className={cn('flex flex-col gap-3', className)}>
      <FormField label={SCREEN.orders.reason} error={errors.reason?.message} className="flex-1">
        {(control) => <Input {...control} {...register('reason')} disabled={pending} />}
      </FormField>
      <Button type="submit" variant="outline" loading={pending} className="sm:self-end">
        {submitText}
      </Button>
    </form>
  );
}
