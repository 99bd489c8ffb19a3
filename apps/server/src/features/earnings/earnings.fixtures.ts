// Test fixtures for an artist's earnings: the month's statement, as they download it.
import type { TestApp } from '../../../test/helpers';
import { istMonth } from './earnings.service';

/** The artist's statement of `month` (this month in India unless told) as CSV or PDF; the answer as it comes. */
export function statementOf(
  t: TestApp,
  artist: { auth: Record<string, string> },
  format: 'csv' | 'pdf',
  month = istMonth(new Date()),
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/earnings/statement.${format}?month=${month}`,
    headers: artist.auth,
  });
}
