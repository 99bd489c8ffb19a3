import { zodResolver } from '@hookform/resolvers/zod';
import { type SavedAddress, SCREEN } from '@kala/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { AddressFields, type AddressForm, type AddressFormOutput, addressFormSchema } from './address-fields';
import { shippingOf, useDeleteAddressMutation, useSaveAddressMutation } from './addresses.api';

interface SavedAddressesProps {
  addresses: readonly SavedAddress[];
  /** The address the order goes to, or `newId` for the form of a new one. */
  chosenId: string;
  newId: string;
  onChoose: (id: string) => void;
  disabled: boolean;
}

/**
 * The address book at checkout (issue 35): pick a saved address (the default comes first), edit one in place,
 * make another the default, delete one, or type a new one (saved with the order).
 */
export function SavedAddresses({ addresses, chosenId, newId, onChoose, disabled }: SavedAddressesProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useDeleteAddressMutation();
  const save = useSaveAddressMutation();
  const makeDefault = (address: SavedAddress) =>
    save.mutate(
      { id: address.id, body: { ...shippingOf(address), isDefault: true } },
      { onError: (error) => toast.error(errorMessage(error, SCREEN.checkout.addressFailed)) },
    );
  const onDelete = (address: SavedAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        toast.success(SCREEN.checkout.addressDeleted);
        if (address.id === chosenId) onChoose(newId);
      },
      onError: (error) => toast.error(errorMessage(error, SCREEN.checkout.addressFailed)),
    });

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-sm font-medium text-muted-foreground">{SCREEN.checkout.savedAddresses}</legend>
      {addresses.map((address) =>
        editing === address.id ? (
          <AddressEditor key={address.id} address={address} onDone={() => setEditing(null)} />
        ) : (
          <div
            key={address.id}
            className={cn(
              'flex flex-col gap-3 rounded-xl border-2 p-4 sm:flex-row sm:items-start',
              address.id === chosenId ? 'border-primary bg-accent/40' : 'border-border',
            )}
          >
            <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={address.id === chosenId}
                onChange={() => onChoose(address.id)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {address.name}
                  {address.isDefault ? (
                    <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                      {SCREEN.checkout.defaultAddress}
                    </span>
                  ) : null}
                </span>
                <span className="break-words text-muted-foreground">{address.address}</span>
                <span className="text-muted-foreground">
                  {[address.city, address.state, address.pincode].filter(Boolean).join(', ')}
                </span>
                <span className="text-muted-foreground tabular-nums">{address.phone}</span>
              </span>
            </label>
            <div className="flex flex-wrap gap-2 pl-7 sm:pl-0">
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={SCREEN.checkout.editAddressLabel(`${address.name}, ${address.city}`)}
                onClick={() => setEditing(address.id)}
              >
                {SCREEN.checkout.editAddress}
              </Button>
              {address.isDefault ? null : (
                <Button type="button" size="sm" variant="ghost" onClick={() => makeDefault(address)}>
                  {SCREEN.checkout.makeDefault}
                </Button>
              )}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={SCREEN.checkout.deleteAddressLabel(`${address.name}, ${address.city}`)}
                onClick={() => onDelete(address)}
              >
                {SCREEN.checkout.deleteAddress}
              </Button>
            </div>
          </div>
        ),
      )}
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-4 text-sm font-medium',
          chosenId === newId ? 'border-primary bg-accent/40' : 'border-border',
        )}
      >
        <input
          type="radio"
          name="saved-address"
          value={newId}
          checked={chosenId === newId}
          onChange={() => onChoose(newId)}
          className="size-4 accent-primary"
        />
        {SCREEN.checkout.newAddress}
      </label>
    </fieldset>
  );
}

/**
 * Editing a saved address in place. Not a <form> of its own: it sits inside the checkout's form, so Enter saves
 * the address here rather than placing the order.
 */
function AddressEditor({ address, onDone }: { address: SavedAddress; onDone: () => void }) {
  const form = useForm<AddressForm, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { ...shippingOf(address), state: address.state ?? '' },
  });
  const save = useSaveAddressMutation();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: address.id, body: values },
      {
        onSuccess: () => {
          toast.success(SCREEN.checkout.addressSaved);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, text] of Object.entries(error.fields)) {
              form.setError(field as keyof AddressForm, { message: text });
            }
          }
          toast.error(errorMessage(error, SCREEN.checkout.addressFailed));
        },
      },
    ),
  );
  return (
    <fieldset
      aria-label={SCREEN.checkout.editAddressLabel(`${address.name}, ${address.city}`)}
      className="rounded-xl border-2 border-primary p-4"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <AddressFields form={form} disabled={save.isPending} />
      <div className="mt-4 flex gap-2">
        <Button type="button" loading={save.isPending} onClick={() => void submit()}>
          {SCREEN.checkout.saveAddress}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {SCREEN.checkout.cancelEdit}
        </Button>
      </div>
    </fieldset>
  );
}
