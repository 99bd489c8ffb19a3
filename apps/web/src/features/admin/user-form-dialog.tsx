import { ADMIN_GENDER_OPTIONS, type AdminUser, AGE_MAX, AGE_MIN, ROLES, ERR, MSG, SCREEN } from '@kala/contract';
import { TriangleAlert } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldOfConflict } from '../../entities/user/account-conflict';
import { ApiError } from '../../lib/api-client';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { Select } from '../../ui/select';
import { useSaveUserMutation } from './admin.api';
import { AdminDialogForm, AdminFormDialog } from './admin-form-dialog';
import {
  EMPTY_USER_FORM,
  isUserFormField,
  passwordError,
  type UserFormField,
  type UserFormMode,
  type UserFormValues,
  userFormValues,
  userRequestBody,
} from './user-form';
import { toast } from '../../lib/toast';

/** What the server said beyond its field messages, worth showing under the form (e.g. 'You cannot remove your own admin role'). */
function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  if (error.serverMessage === ERR.validationFailed || fieldOfConflict(error.serverMessage)) return undefined;
  return error.serverMessage;
}

export interface UserFormDialogProps {
  /** Open for Add User (user null) or Edit User. */
  open: boolean;
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The modal of User Management (docs/product.md#screens-and-routes, docs/product.md#states-and-transitions "Admin
 * modal"): on success it resets and closes.
 */
export function UserFormDialog({ open, user, onOpenChange }: UserFormDialogProps) {
  return (
    <AdminFormDialog open={open} onOpenChange={onOpenChange}>
      {/* Keyed by the user: opening for someone else starts from a fresh form. */}
      <UserForm key={user?.id ?? 'new'} user={user} onDone={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}

function UserForm({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const mode: UserFormMode = user ? 'edit' : 'create';
  const save = useSaveUserMutation();
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UserFormValues>({ defaultValues: user ? userFormValues(user) : { ...EMPTY_USER_FORM } });

  const onSubmit = handleSubmit((values) => {
    const missingPassword = passwordError(values, mode);
    if (missingPassword) {
      setError('password', { message: missingPassword }, { shouldFocus: true });
      return;
    }
    setFailure(null);
    save.mutate(
      { id: user?.id ?? null, body: userRequestBody(values, mode) },
      {
        onSuccess: () => {
          toast.success(mode === 'edit' ? MSG.admin.userUpdated : MSG.admin.userCreated);
          reset();
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (isUserFormField(field)) setError(field, { message });
            }
            const conflictField = error.serverMessage ? fieldOfConflict(error.serverMessage) : undefined;
            if (conflictField) setError(conflictField, { message: error.serverMessage });
          }
          const reason = serverReason(error);
          setFailure(reason ? [MSG.admin.saveUserFailedInline, reason] : [MSG.admin.saveUserFailedInline]);
          toast.error(MSG.admin.saveUserFailed);
        },
      },
    );
  });

  const text = (name: UserFormField, label: string, extra: Partial<ComponentProps<'input'>> = {}) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...register(name)} {...extra} />}
    </FormField>
  );

  return (
    <AdminDialogForm
      title={mode === 'edit' ? SCREEN.admin.editUser : SCREEN.admin.addUser}
      mode={mode}
      pending={save.isPending}
      onSubmit={onSubmit}
      failure={
        failure ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex flex-col gap-1">
              {failure.map((line) => (
                <p key={line} className="font-medium">
                  {line}
                </p>
              ))}
            </div>
          </div>
        ) : null
      }
    >
      {text('name', SCREEN.admin.columns.name, { autoComplete: 'off' })}
      {text('email', SCREEN.fields.email, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
      {text('username', SCREEN.fields.username, {
        autoComplete: 'off',
        autoCapitalize: 'none',
        autoCorrect: 'off',
        spellCheck: false,
      })}
      {text('location', SCREEN.fields.location, { autoComplete: 'off' })}
      <FormField label={SCREEN.fields.gender} error={errors.gender?.message}>
        {(control) => (
          <Select {...control} {...register('gender')} placeholder={SCREEN.admin.genderPlaceholder}>
            {ADMIN_GENDER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={SCREEN.admin.columns.role} error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {SCREEN.admin.roles[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {text('age', SCREEN.fields.age, { type: 'number', inputMode: 'numeric', min: AGE_MIN, max: AGE_MAX })}
      {text('pincode', SCREEN.fields.pincode, { inputMode: 'numeric', autoComplete: 'off' })}
      {text('phone', SCREEN.fields.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
      {mode === 'create' ? (
        <FormField label={SCREEN.fields.password} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </FormField>
      ) : null}
    </AdminDialogForm>
  );
}
