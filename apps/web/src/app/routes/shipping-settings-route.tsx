import { SCREEN } from '@kala/contract';
import { ShippingProfilePage } from '../../features/shipping/shipping-profile-page';
import { useDocumentTitle } from '../../lib/document-title';
import { SettingsFrame } from '../../ui/settings-nav';

// Shipping and returns, /settings/shipping (issue 34 item 3): the seller's settings, beside the others.
export function ShippingSettingsRoute() {
  useDocumentTitle(SCREEN.shipping.heading);
  return (
    <SettingsFrame title={SCREEN.shipping.heading}>
      <ShippingProfilePage />
    </SettingsFrame>
  );
}
