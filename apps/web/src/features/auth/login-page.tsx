import type { LoginForm } from '@kala/contract';
import { MSG, SCREEN } from '@kala/contract';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { lazyResolver } from '../../lib/lazy-resolver';
import { safeRedirectPath } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { UsernameInput } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { authSchema, useLoginMutation } from './auth.api';
import { AuthCard, authLinkClasses } from '../../ui/auth-card';
import { useRedirectAfterDelay } from './use-redirect-after-delay';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';

// The form's rules load once the person starts on the form (or submits it), not before the screen can draw.
const validation = lazyResolver<LoginForm>(authSchema('loginResolver'));

/** Where to go after logging in: the page that sent the user here (?from= or router state), else home. */
function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as { from?: unknown } | null;
  const fromState = typeof state?.from === 'string' ? state.from : undefined;
  return safeRedirectPath(searchParams.get('from') ?? fromState);
}

/**
 * docs/product.md#login: username (or email address) and password; on success a toast, then home (or back) after 500
 * ms.
 */
export function LoginPage() {
  const auth = useAuth();
  const returnPath = useReturnPath();
  const loginCall = useLoginMutation();
  const { redirecting, redirect } = useRedirectAfterDelay();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: validation.resolver, defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    loginCall.mutate(values, {
      onSuccess: ({ access_token }) => {
        auth.login(access_token);
        toast.success(MSG.auth.loginSuccess);
        redirect(returnPath);
      },
      onError: (error) => toast.error(errorMessage(error, MSG.auth.loginFailed)),
    }),
  );

  return (
    <AuthCard
      title={SCREEN.login.heading}
      description={SCREEN.login.description}
      footer={
        <>
          {SCREEN.login.noAccount}{' '}
          <Link to={paths.register} className={authLinkClasses}>
            {SCREEN.login.signUp}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-5">
        <FormField label={SCREEN.login.usernameOrEmail} error={errors.username?.message}>
          {(control) => <UsernameInput {...control} {...register('username')} />}
        </FormField>
        <FormField
          label={SCREEN.fields.password}
          error={errors.password?.message}
          labelAside={
            <Link to={paths.forgotPassword} className={`${authLinkClasses} text-sm`}>
              {SCREEN.login.forgotPassword}
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={loginCall.isPending} disabled={redirecting}>
          {loginCall.isPending ? SCREEN.login.loggingIn : SCREEN.login.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
