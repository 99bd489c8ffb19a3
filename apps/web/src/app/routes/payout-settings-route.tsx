import { SCREEN } from '@kala/contract';
import { PayoutAccountPage } from '../../features/payouts/payout-account-page';
import { useDocumentTitle } from '../../lib/document-title';
import { SettingsFrame } from '../../ui/settings-nav';

// Payouts, /settings/payouts (issue 37 item 1): where the artist is paid, beside the other settings.
export function PayoutSettingsRoute() {
  useDocumentTitle(SCREEN.payouts.heading);
  return (
    <SettingsFrame title={SCREEN.payouts.heading}>
      <PayoutAccountPage />
    </SettingsFrame>
  );
}
