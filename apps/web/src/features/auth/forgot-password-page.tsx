import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordForm, forgotPasswordFormSchema, MSG, SCREEN } from '@kala/contract';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useForgotPasswordMutation } from './auth.api';
import { AuthCard, authLinkClasses } from '../../ui/auth-card';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

const backToLogin = (
  <Link to={paths.login()} className={authLinkClasses}>
    {SCREEN.forgot.backToLogin}
  </Link>
);

/**
 * docs/product.md#forgot-and-reset-password: one email field and 'Send Reset Link'. Kala sends a real reset link
 * (docs/product.md#beyond-the-original-client); the server answers the same whether the email is registered or not.
 */
export function ForgotPasswordPage() {
  const forgotCall = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    forgotCall.mutate(values, {
      onSuccess: () => toast.success(MSG.auth.passwordResetEmailSent),
      onError: () => toast.error(MSG.auth.passwordResetEmailFailed),
    }),
  );

  if (forgotCall.isSuccess) {
    return (
      <AuthCard title={SCREEN.forgot.sentHeading} footer={backToLogin}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="text-sm leading-relaxed text-muted-foreground">{MSG.auth.passwordResetEmailSent}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={SCREEN.forgot.heading} description={SCREEN.forgot.description} footer={backToLogin}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField label={SCREEN.fields.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={forgotCall.isPending}>
          {forgotCall.isPending ? SCREEN.forgot.sending : SCREEN.forgot.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
