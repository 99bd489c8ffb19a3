import { SCREEN } from '../../lib/texts';
import { ImageOff } from 'lucide-react';
import { EmptyState } from '../../ui/empty-state';
import { tagArtworksInfiniteQuery } from './artworks.api';
import { InfiniteArtworkGrid } from './infinite-artwork-grid';
import { isListableTag } from './tag-prefetch';

/**
 * A tag's page, /tags/{tag} (issue 18): the artworks carrying exactly that tag, newest first, in the listing's
 * grid and paged like it. An unknown tag is an empty page, not an error.
 */
export function TagPage({ tag }: { tag: string }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10">
      <header className="mb-5 sm:mb-8">
        <h1 className="font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">
          {SCREEN.tags.heading(tag)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground sm:text-base">{SCREEN.tags.subtitle}</p>
      </header>
      {isListableTag(tag) ? (
        <InfiniteArtworkGrid
          query={tagArtworksInfiniteQuery(tag)}
          emptyText={SCREEN.tags.empty(tag)}
          headingLevel={2}
        />
      ) : (
        <EmptyState icon={ImageOff} title={SCREEN.tags.empty(tag)} />
      )}
    </div>
  );
}
