import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, resetPasswordFormSchema, MSG, SCREEN, VALIDATION } from '@kala/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { useResetPasswordMutation } from './auth.api';
import { AuthCard, authLinkClasses } from '../../ui/auth-card';
import { useRedirectAfterDelay } from './use-redirect-after-delay';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

const requestNewLink = (
  <Link to={paths.forgotPassword} className={authLinkClasses}>
    {SCREEN.reset.requestNewLink}
  </Link>
);

/**
 * docs/product.md#forgot-and-reset-password: New Password and Confirm Password. The emailed link carries ?token=, sent
 * with the new password (docs/product.md#beyond-the-original-client); on success the user goes to login.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const resetCall = useResetPasswordMutation();
  const { redirecting, redirect } = useRedirectAfterDelay();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    resetCall.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast.success(MSG.auth.passwordResetSuccess);
          redirect(paths.login());
        },
        onError: (error) => toast.error(errorMessage(error, MSG.auth.passwordResetFailed)),
      },
    ),
  );

  if (!token) {
    return (
      <AuthCard title={SCREEN.reset.heading} footer={requestNewLink}>
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {VALIDATION.reset.tokenRequired}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={SCREEN.reset.heading} description={SCREEN.reset.description} footer={requestNewLink}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField label={SCREEN.fields.newPassword} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField label={SCREEN.fields.confirmPassword} error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={resetCall.isPending} disabled={redirecting}>
          {resetCall.isPending ? SCREEN.reset.resetting : SCREEN.reset.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
