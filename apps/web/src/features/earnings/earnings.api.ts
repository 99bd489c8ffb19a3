// The artist's earnings (issue 37 item 6): GET /api/auth/earnings and the month's statement as PDF or CSV.

import { type Earnings, earningsSchema, type LedgerKind, SCREEN } from '@kala/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import { toast } from '../../lib/toast';

export const EARNINGS_KEY = ['earnings'] as const;

/** A month of the artist's entries (this month when `month` is null), of one kind when `kind` is given. */
export function earningsQuery(userId: string | null, month: string | null, kind: LedgerKind | null) {
  const params = new URLSearchParams();
  if (month) params.set('month', month);
  if (kind) params.set('kind', kind);
  const search = params.size > 0 ? `?${params}` : '';
  return queryOptions({
    queryKey: [...EARNINGS_KEY, userId, month, kind],
    queryFn: ({ signal }): Promise<Earnings> => api.get(`/auth/earnings${search}`, { signal, schema: earningsSchema }),
    enabled: userId !== null,
    // Another month keeps the one on screen until it arrives, so the page does not jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

/** The month's statement, downloaded as a file (kala-statement-2026-11.pdf or .csv). */
export function useStatementDownloadMutation() {
  return useMutation({
    mutationFn: ({ month, format }: { month: string; format: 'pdf' | 'csv' }) =>
      downloadFile(
        `/auth/earnings/statement.${format}?month=${encodeURIComponent(month)}`,
        `kala-statement-${month}.${format}`,
      ),
    onError: (error) => toast.error(errorMessage(error, SCREEN.earnings.downloadFailed)),
  });
}
