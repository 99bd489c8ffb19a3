import type { Artwork, ForYouReason } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { artworksOf } from '../../entities/artwork/artwork.api';
import { useAuth } from '../../lib/auth-store';
import { useMediaQuery, XL_QUERY } from '../../lib/media-query';
import { useRenderInSteps } from '../../lib/render-in-steps';
import { lazyWithRetry } from '../../lib/retry-import';
import { buttonClasses } from '../../ui/button-classes';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMoreTrigger } from '../../ui/load-more-trigger';
import { Skeleton } from '../../ui/skeleton';
import { WhenNear } from '../../ui/when-near';
import { FeedCard } from './feed-card';
import { forYouInfiniteQuery, guestFeedInfiniteQuery, homeFeedInfiniteQuery } from './feed.api';
import { ReasonLine } from './reason-line';
import { paths } from '../../lib/paths';

export interface HomeFeedPageProps {
  /**
   * Shown inside a signed-in viewer's feed, after its third card (the artists in their city). It arrives after the
   * feed; placed below the first screen, it moves nothing a person is looking at (issue 39: no layout shift). Above
   * the feed it pushed the first card down by its height on phones as it came in.
   */
  inFeed?: ReactNode;
}

// The right column shows on wide screens only (xl): phones and tablets never download it. An empty column of
// its width stands in until it has loaded, so the feed does not move when it appears.
const FeedAside = lazyWithRetry(() => import('./feed-aside').then((module) => module.FeedAside));
// A visitor's "Trending now" row, inside the feed below its first screen: its code, its request and the schemas that
// read the answer load when the visitor scrolls near it (WhenNear), never on the first load.
const TrendingRow = lazyWithRetry(() => import('./trending-row').then((module) => module.TrendingRow));
const ASIDE_FRAME = 'hidden w-72 shrink-0 xl:block';
// A phone shows one card and part of the next, a desktop about one: after the third, the slot is out of sight.
const IN_FEED_AFTER = 3;

function FeedSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{SCREEN.app.loading}</span>
      {[0, 1].map((key) => (
        <div key={key} className="overflow-hidden border-y border-border bg-card sm:rounded-2xl sm:border">
          <div className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-3.5 w-32" />
          </div>
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="flex flex-col gap-2 px-4 py-4">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The home feed, / (docs/product.md#home-feed): a vertical list of artwork cards, personalised when signed in and
 * the general list for guests, loading more as the end scrolls into view.
 */
export function HomeFeedPage({ inFeed }: HomeFeedPageProps) {
  const { isAuthenticated } = useAuth();
  const wide = useMediaQuery(XL_QUERY);
  // Signed in: the For you mix (docs/product.md#for-you), each card with its reason, then the rest of the feed
  // once the mix has ended (or could not be had). A visitor: the newest works.
  const forYou = useInfiniteQuery({ ...forYouInfiniteQuery(), enabled: isAuthenticated });
  const forYouEnded = (forYou.isSuccess && !forYou.hasNextPage) || forYou.isError;
  const more = useInfiniteQuery({ ...homeFeedInfiniteQuery(), enabled: isAuthenticated && forYouEnded });
  const guest = useInfiniteQuery({ ...guestFeedInfiniteQuery(), enabled: !isAuthenticated });
  const mixed = artworksOf(forYou.data);
  const inMix = new Set(mixed.map((artwork) => artwork.id));
  const entries: { artwork: Artwork; reason?: ForYouReason }[] = isAuthenticated
    ? [
        ...mixed.map((artwork) => ({ artwork, reason: artwork.reason })),
        ...artworksOf(more.data)
          .filter((artwork) => !inMix.has(artwork.id))
          .map((artwork) => ({ artwork })),
      ]
    : artworksOf(guest.data).map((artwork) => ({ artwork }));
  const artworks = entries.map((entry) => entry.artwork);
  const pending = isAuthenticated
    ? forYou.isPending || (forYouEnded && mixed.length === 0 && more.isPending)
    : guest.isPending;
  const failed = isAuthenticated ? forYou.isError && more.isError : guest.isError;
  const page = isAuthenticated ? (forYouEnded ? more : forYou) : guest;
  const retry = () => void (isAuthenticated ? Promise.all([forYou.refetch(), more.refetch()]) : guest.refetch());
  // The first card's image is the largest paint: the others start loading once it is in.
  const [firstImageIn, setFirstImageIn] = useState(false);
  // A phone shows one card and a half: the rest of the page is built right after, in short slices.
  const rendered = useRenderInSteps(artworks.length, 2);

  let body: ReactNode;
  if (pending) {
    body = <FeedSkeleton />;
  } else if (failed && artworks.length === 0) {
    body = <ErrorState title={SCREEN.app.errorHeading} description={SCREEN.app.errorHint} onRetry={retry} />;
  } else if (artworks.length === 0) {
    body = (
      <EmptyState
        icon={ImagePlus}
        title={SCREEN.feed.empty}
        description={SCREEN.feed.emptyHint}
        action={
          <Link to={paths.upload} className={buttonClasses()}>
            {SCREEN.nav.upload}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4 sm:gap-6">
          {entries.slice(0, rendered).map(({ artwork, reason }, index) => (
            <Fragment key={artwork.id}>
              {isAuthenticated && index === mixed.length && index > 0 ? (
                <li>
                  <h2 className="px-4 pt-2 text-base font-semibold sm:px-0">{SCREEN.forYou.moreTitle}</h2>
                </li>
              ) : null}
              <li>
                <FeedCard
                  artwork={artwork}
                  priority={index === 0}
                  holdImage={index > 0 && !firstImageIn}
                  onImageSettled={index === 0 ? () => setFirstImageIn(true) : undefined}
                  reason={reason ? <ReasonLine reason={reason} /> : undefined}
                />
              </li>
              {index === Math.min(IN_FEED_AFTER, artworks.length) - 1 ? (
                isAuthenticated ? (
                  inFeed ? (
                    <li>{inFeed}</li>
                  ) : null
                ) : (
                  <li>
                    <WhenNear>
                      <Suspense fallback={null}>
                        <TrendingRow />
                      </Suspense>
                    </WhenNear>
                  </li>
                )
              ) : null}
            </Fragment>
          ))}
        </ul>
        <LoadMoreTrigger
          hasMore={Boolean(page.hasNextPage || (isAuthenticated && !forYouEnded)) && rendered === artworks.length}
          loading={page.isFetchingNextPage || (isAuthenticated && forYouEnded && more.isPending)}
          onLoadMore={() => void page.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl justify-center gap-10 pt-4 pb-10 sm:px-6 sm:pt-6 lg:pt-10">
      <div className="w-full max-w-xl min-w-0">
        <h1 className="mb-4 px-4 font-display text-2xl font-semibold tracking-tight sm:mb-6 sm:px-0 sm:text-3xl">
          {isAuthenticated ? SCREEN.feed.forYou : SCREEN.feed.latest}
        </h1>
        {body}
      </div>
      {wide ? (
        <Suspense fallback={<div aria-hidden="true" className={ASIDE_FRAME} />}>
          <FeedAside signedIn={isAuthenticated} />
        </Suspense>
      ) : null}
    </div>
  );
}
