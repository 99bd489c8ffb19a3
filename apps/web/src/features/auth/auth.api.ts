// Calls of the account screens (docs/product.md#api-calls /login and /register;
// docs/product.md#beyond-the-original-client makes forgot/reset real).

import type { ForgotPasswordForm, LoginForm, LoginResponse, ResetPasswordForm } from '@kala/contract';
import { useMutation } from '@tanstack/react-query';
import { api, lazySchemas } from '../../lib/api-client';

/** The login screen's schemas, its form's rules with them (login-page.tsx), loaded on first use. */
export const authSchema = lazySchemas(() => import('./auth.schemas'));

// Wrong credentials answer 401 too: that must not end a session the user may still have.
const credentialsCall = { expireSessionOn401: false } as const;

/**
 * POST /api/login, multipart username and password (docs/product.md#api-calls); answers { access_token, token_type }.
 */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (form: LoginForm): Promise<LoginResponse> => {
      const body = new FormData();
      body.set('username', form.username);
      body.set('password', form.password);
      return api.post('/login', body, {
        ...credentialsCall,
        schema: authSchema('loginResponseSchema'),
      });
    },
  });
}

/** POST /api/register with the registration fields (docs/product.md#api-calls); the server checks them again. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: (form: Record<string, string>) =>
      api.post('/register', form, { ...credentialsCall, schema: authSchema('userProfileSchema') }),
  });
}

/** POST /api/forgot-password {email}: the server emails a single-use reset link. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (form: ForgotPasswordForm) =>
      api.post('/forgot-password', form, { ...credentialsCall, schema: authSchema('messageResponseSchema') }),
  });
}

/** POST /api/reset-password {token, password, confirmPassword}. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordForm & { token: string }) =>
      api.post('/reset-password', body, { ...credentialsCall, schema: authSchema('messageResponseSchema') }),
  });
}
