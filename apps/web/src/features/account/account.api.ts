// Calls of the account settings (issue 17): verify the e-mail, change password and e-mail, export, delete.

import type { ChangeEmailBody, ChangePasswordBody, ChangePasswordResponse, MessageResponse } from '@kala/contract';
import { changePasswordResponseSchema, messageResponseSchema } from '@kala/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import { login } from '../../lib/auth-store';
import { downloadFile } from '../../lib/download-file';
import { CURRENT_PROFILE_QUERY_KEY } from '../../lib/query-keys';

/** POST /api/verify-email {token}: the link from the mail; works signed in or out. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<MessageResponse>(
        '/verify-email',
        { token },
        { schema: messageResponseSchema, expireSessionOn401: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_PROFILE_QUERY_KEY }),
  });
}

/** POST /api/auth/me/verify-email: another link (the banner's Resend). */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/auth/me/verify-email', undefined, { schema: messageResponseSchema }),
  });
}

/** POST /api/auth/me/password: every other session ends; this one goes on with the fresh token. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<ChangePasswordResponse>('/auth/me/password', body, { schema: changePasswordResponseSchema }),
    onSuccess: (reply) => login(reply.access_token),
  });
}

/** POST /api/auth/me/email: the new address is unverified until its link is opened. */
export function useChangeEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) =>
      api.post<MessageResponse>('/auth/me/email', body, { schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_PROFILE_QUERY_KEY }),
  });
}

/** GET /api/auth/me/export: a file, so fetched as a blob and handed to the browser as a download. */
export function useExportMutation() {
  return useMutation({
    mutationFn: () => downloadFile('/auth/me/export', 'kala-data.json'),
  });
}

/** DELETE /api/auth/me {currentPassword}. */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiRequest<MessageResponse>('/auth/me', {
        method: 'DELETE',
        body: { currentPassword },
        schema: messageResponseSchema,
      }),
  });
}
