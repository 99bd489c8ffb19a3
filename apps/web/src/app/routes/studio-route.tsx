import { SCREEN } from '../../lib/texts';
import { StudioPage } from '../../features/studio/studio-page';
import { useDocumentTitle } from '../../lib/document-title';

// The artist studio, /me/studio (issue 19): a lazy route, so its chart library loads with it and no other page.
export function StudioRoute() {
  useDocumentTitle(SCREEN.studio.title);
  return <StudioPage />;
}
