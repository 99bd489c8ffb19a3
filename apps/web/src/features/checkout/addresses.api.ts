// The address book (issue 35): GET/POST/PUT/DELETE /api/auth/addresses. Checkout starts from the default one.

import {
  type AddressBody,
  noContentSchema,
  type SavedAddress,
  savedAddressSchema,
  type ShippingAddress,
} from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

export function addressesQuery(token: string | null) {
  return queryOptions({
    queryKey: [...ADDRESSES_QUERY_KEY, token],
    queryFn: ({ signal }) => api.get('/auth/addresses', { signal, schema: z.array(savedAddressSchema) }),
    enabled: token !== null,
  });
}

/** The address's shipping fields, without the book's id and default mark. */
export function shippingOf({ id: _id, isDefault: _isDefault, ...shipping }: SavedAddress): ShippingAddress {
  return shipping;
}

export function useSaveAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AddressBody }) =>
      id === null
        ? api.post('/auth/addresses', body, { schema: savedAddressSchema })
        : api.put(`/auth/addresses/${encodeURIComponent(id)}`, body, { schema: savedAddressSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

export function useDeleteAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/auth/addresses/${encodeURIComponent(id)}`, { schema: noContentSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
