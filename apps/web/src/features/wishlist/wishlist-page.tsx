import type { Artwork } from '@kala/contract';
import { MSG, SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bookmark, Compass, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { artworksOf } from '../../entities/artwork/artwork.api';
import { ArtworkGrid } from '../../entities/artwork/artwork-grid';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMoreTrigger } from '../../ui/load-more-trigger';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { useRemoveFromWishlistMutation, wishlistInfiniteQuery } from './wishlist.api';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

function RemoveButton({ artwork }: { artwork: Artwork }) {
  const removeCall = useRemoveFromWishlistMutation();
  return (
    <button
      type="button"
      onClick={() =>
        removeCall.mutate(artwork.id, {
          onSuccess: () => toast.success(MSG.wishlist.removed),
          onError: () => toast.error(MSG.wishlist.removeFailed),
        })
      }
      disabled={removeCall.isPending}
      aria-label={SCREEN.wishlist.remove(artwork.title)}
      title={SCREEN.wishlist.remove(artwork.title)}
      className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-card/90 text-foreground shadow-md ring-1 ring-border backdrop-blur transition-colors hover:bg-destructive hover:text-destructive-foreground disabled:cursor-default"
    >
      {removeCall.isPending ? <Spinner className="size-4" /> : <X aria-hidden="true" className="size-4" />}
    </button>
  );
}

/**
 * The wishlist, /auth/wishlist (docs/product.md#screens-and-routes): a grid of the artworks I saved, each removable
 * (docs/product.md#beyond-the-original-client), in the listing's grid (entities/artwork).
 */
export function WishlistPage() {
  const wishlist = useInfiniteQuery(wishlistInfiniteQuery());
  const artworks = artworksOf(wishlist.data);

  let body: ReactNode;
  if (wishlist.isPending) {
    body = (
      <div role="status" className="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5 lg:grid-cols-4">
        <span className="sr-only">{SCREEN.app.loading}</span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="aspect-[4/5] w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (wishlist.isError && artworks.length === 0) {
    body = (
      <ErrorState
        title={SCREEN.app.errorHeading}
        description={SCREEN.app.errorHint}
        onRetry={() => wishlist.refetch()}
      />
    );
  } else if (artworks.length === 0) {
    body = (
      <EmptyState
        icon={Bookmark}
        title={SCREEN.wishlist.empty}
        description={SCREEN.wishlist.emptyHint}
        link={{ to: paths.products, label: SCREEN.nav.discover, icon: Compass }}
      />
    );
  } else {
    body = (
      <>
        <ArtworkGrid artworks={artworks} cardAction={(artwork) => <RemoveButton artwork={artwork} />} />
        <LoadMoreTrigger
          hasMore={Boolean(wishlist.hasNextPage)}
          loading={wishlist.isFetchingNextPage}
          onLoadMore={() => void wishlist.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10">
      <PageHeader title={SCREEN.nav.wishlist} subtitle={SCREEN.wishlist.subtitle} />
      {body}
    </div>
  );
}
