import { SCREEN } from '@kala/contract';
import { ShippingProfilePage } from '../../features/shipping/shipping-profile-page';
import { useDocumentTitle } from '../../lib/document-title';
import { SettingsNav } from '../../ui/settings-nav';

// Shipping and returns, /settings/shipping (issue 34 item 3): the seller's settings, beside the others.
export function ShippingSettingsRoute() {
  useDocumentTitle(SCREEN.shipping.heading);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <SettingsNav />
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl md:mb-8">
        {SCREEN.shipping.heading}
      </h1>
      <ShippingProfilePage />
    </div>
  );
}
