import { zodResolver } from '@hookform/resolvers/zod';
import { type RegistrationForm, registrationFormSchema, MSG, SCREEN } from '@kala/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldOfConflict } from '../../entities/user/account-conflict';
import { BLANK_ACCOUNT_FIELDS } from '../../entities/user/account-fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input, UsernameInput } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { PersonDetailsFields } from '../../ui/profile-fields';
import { useRegisterMutation } from './auth.api';
import { AuthCard, authLinkClasses } from '../../ui/auth-card';
import { useRedirectAfterDelay } from './use-redirect-after-delay';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

const EMPTY_FORM: RegistrationForm = {
  ...BLANK_ACCOUNT_FIELDS,
  password: '',
  confirmPassword: '',
};

type FieldName = keyof RegistrationForm;

const isFieldName = (name: string): name is FieldName => Object.hasOwn(EMPTY_FORM, name);

/**
 * docs/product.md#register: every field of docs/product.md#entities-and-fields, the rules of
 * docs/product.md#validation-rules; on success a toast, then login after 500 ms.
 */
export function RegisterPage() {
  const registerCall = useRegisterMutation();
  const { redirecting, redirect } = useRedirectAfterDelay();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationForm>({ resolver: zodResolver(registrationFormSchema), defaultValues: EMPTY_FORM });

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      if (isFieldName(field)) setError(field, { message });
    }
    const conflictField = error.serverMessage ? fieldOfConflict(error.serverMessage) : undefined;
    if (conflictField) setError(conflictField, { message: error.serverMessage });
  };

  const onSubmit = handleSubmit((values) =>
    registerCall.mutate(values as Record<string, string>, {
      onSuccess: () => {
        toast.success(MSG.auth.registrationSuccess);
        // Once logged in, the new account picks what it loves (docs/product.md#for-you).
        redirect(paths.login(paths.welcome));
      },
      onError: (error) => {
        showServerErrors(error);
        toast.error(errorMessage(error, MSG.auth.registrationFailed));
      },
    }),
  );

  return (
    <AuthCard
      wide
      title={SCREEN.register.heading}
      description={SCREEN.register.description}
      footer={
        <>
          {SCREEN.register.haveAccount}{' '}
          <Link to={paths.login()} className={authLinkClasses}>
            {SCREEN.register.logIn}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-x-4 gap-y-5 sm:gap-x-5">
        <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.fullName} error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </FormField>
        <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.username} error={errors.username?.message}>
          {(control) => <UsernameInput {...control} {...register('username')} />}
        </FormField>
        <PersonDetailsFields register={register} errors={errors} />
        <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.password} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField
          className="col-span-2 sm:col-span-1"
          label={SCREEN.fields.confirmPassword}
          error={errors.confirmPassword?.message}
        >
          {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="col-span-2 mt-1 w-full"
          loading={registerCall.isPending}
          disabled={redirecting}
        >
          {registerCall.isPending ? SCREEN.register.submitting : SCREEN.register.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
