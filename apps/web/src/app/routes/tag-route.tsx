import { SCREEN } from '../../lib/texts';
import { useParams } from 'react-router';
import { TagPage } from '../../features/artworks/tag-page';
import { tagFromParam } from '../../features/artworks/tag-prefetch';
import { useDocumentTitle } from '../../lib/document-title';

// A tag's artworks, /tags/:tag (issue 18); tags on cards and on the artwork page link here.
export function TagRoute() {
  const tag = tagFromParam(useParams().tag);
  useDocumentTitle(SCREEN.tags.heading(tag));
  // Keyed by the tag: going from one tag to another starts the page afresh (its scroll and paging).
  return <TagPage key={tag} tag={tag} />;
}
