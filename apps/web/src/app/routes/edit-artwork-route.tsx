import { SCREEN } from '@kala/contract';
import { useParams } from 'react-router';
import { EditArtworkPage } from '../../features/upload/edit-artwork-page';
import { useDocumentTitle } from '../../lib/document-title';

// Edit an artwork, /artworks/:id/edit (issue 34, decision 0025): signed in (RequireAuth); the page itself lets only
// the artist and admins in.
export function EditArtworkRoute() {
  useDocumentTitle(SCREEN.manage.editTitle);
  const { id = '' } = useParams();
  return <EditArtworkPage key={id} id={id} />;
}
