// Payout details (issue 37 item 1, decision 0034): GET and PUT /api/auth/payout-account.

import { type PayoutAccount, type PayoutAccountBody, payoutAccountSchema } from '@kala/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const PAYOUT_ACCOUNT_KEY = ['payout-account'] as const;

export function payoutAccountQuery(token: string | null) {
  return queryOptions({
    queryKey: [...PAYOUT_ACCOUNT_KEY, token],
    queryFn: ({ signal }): Promise<PayoutAccount> =>
      api.get('/auth/payout-account', { signal, schema: payoutAccountSchema }),
    enabled: token !== null,
  });
}

export function useSavePayoutAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) => api.put('/auth/payout-account', body, { schema: payoutAccountSchema }),
    onSuccess: (account) => queryClient.setQueriesData({ queryKey: PAYOUT_ACCOUNT_KEY }, account),
    // Details are kept even when Razorpay could not be reached: show what the server holds now.
    onError: () => void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNT_KEY }),
  });
}
