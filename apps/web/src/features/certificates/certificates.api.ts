// The public check of a certificate of authenticity (GET /api/certificates/{number}, docs/certificates.md).

import { certificateVerificationSchema } from '@kala/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';

/** What the certificate `number` certifies and whether it is genuine; null when Kala issued no such number. */
export function certificateQuery(number: string) {
  return queryOptions({
    queryKey: ['certificate', number],
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/certificates/${encodeURIComponent(number)}`, {
          signal,
          schema: certificateVerificationSchema,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Asked each time the page opens: a certificate can be revoked.
    staleTime: 0,
  });
}
