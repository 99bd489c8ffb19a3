import { SCREEN } from '@kala/contract';
import { PayoutAccountPage } from '../../features/payouts/payout-account-page';
import { useDocumentTitle } from '../../lib/document-title';
import { SettingsNav } from '../../ui/settings-nav';

// Payouts, /settings/payouts (issue 37 item 1): where the artist is paid, beside the other settings.
export function PayoutSettingsRoute() {
  useDocumentTitle(SCREEN.payouts.heading);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <SettingsNav />
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl md:mb-8">
        {SCREEN.payouts.heading}
      </h1>
      <PayoutAccountPage />
    </div>
  );
}
