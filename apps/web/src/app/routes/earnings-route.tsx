import { SCREEN } from '@kala/contract';
import { EarningsPage } from '../../features/earnings/earnings-page';
import { useDocumentTitle } from '../../lib/document-title';
import { PageHeader } from '../../ui/page-header';

// Earnings, /me/earnings (issue 37 item 6): the artist's money month by month, and the month's statement.
export function EarningsRoute() {
  useDocumentTitle(SCREEN.earnings.heading);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <PageHeader title={SCREEN.earnings.heading} />
      <EarningsPage />
    </div>
  );
}
