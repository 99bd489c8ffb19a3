import { SCREEN } from '@kala/contract';
import { WelcomePage } from '../../features/onboarding/welcome-page';
import { useDocumentTitle } from '../../lib/document-title';

// /welcome (docs/product.md#for-you): after registering, the mediums one loves and artists to follow, each with the
// profile screens' Follow button (entities/user). RequireAuth (router.tsx) sends signed-out people to log in first.
export function WelcomeRoute() {
  useDocumentTitle(SCREEN.forYou.welcomeTitle);
  return <WelcomePage />;
}
