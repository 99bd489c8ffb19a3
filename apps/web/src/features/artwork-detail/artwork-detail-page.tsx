import { type Artwork, artworkAlt, cleanTags, SCREEN } from '@kala/contract';
import { categoryName } from '../../lib/category-name';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Compass, ImageOff, MapPin, Palette, Star, Store } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { findCachedArtwork } from '../../entities/artwork/artwork.api';
import { useAuth } from '../../lib/auth-store';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { Avatar } from '../../ui/avatar';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { formatPrice } from '../../ui/price';
import { ReportMenu } from '../../ui/report-menu';
import { ShareButton } from '../../ui/share-button';
import { PageSpinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AddToCartButton } from './add-to-cart-button';
import { MakeOfferButton } from './make-offer-button';
import { ArtworkCarousel } from './artwork-carousel';
import { ArtworkDetails } from './artwork-details';
import { artworkQuery } from '../../entities/artwork/artwork.api';
import { CommentsTab } from './comments-tab';
import { LikeButton } from '../../entities/artwork/like-button';
import { RelativeTime } from '../../ui/relative-time';
import { ReviewsTab } from './reviews-tab';
import { SaveButton } from '../../entities/artwork/save-button';
import { TagLinks } from '../../entities/artwork/tag-links';
import { ShippingBox } from './shipping-box';
import { ArtistFollowButton } from './artist-follow-button';
import { paths } from '../../lib/paths';

// The owner's "Hidden by moderators" notice (decision 0028): loaded only on one's own artwork's page.
const ModerationNotice = lazy(() => import('./moderation-notice'));
// The owner's menu (decision 0025) loads only for the artist and admins: nobody else downloads it.
const OwnerMenu = lazy(() => import('./owner-menu'));

export interface ArtworkDetailPageProps {
  artworkId: string;
  /** Which tab opens first. */
  initialTab?: 'comments' | 'reviews';
  /** The artwork's first picture (the page's largest paint) has loaded or failed. */
  onMainImageSettled?: () => void;
}

/** The feed's 'View all N comments' links to /products/{id}#comments: bring the comments into view once shown. */
function useScrollToCommentsOnArrival(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== '#comments') return;
    done.current = true;
    document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/**
 * The artwork detail page, /products/:id and /product/:id (docs/product.md#artwork-detail-page). Memo: the route
 * holds state of its own (whether the picture has loaded, for the rows below), and a change of it is no reason to
 * draw the whole page again.
 */
export const ArtworkDetailPage = memo(function ArtworkDetailPage({
  artworkId,
  initialTab,
  onMainImageSettled,
}: ArtworkDetailPageProps) {
  const queryClient = useQueryClient();
  const { userId, username, isAdmin } = useAuth();
  const titleId = useId();
  const { data, isPending, error, refetch } = useQuery({
    ...artworkQuery(artworkId),
    // A card already on screen elsewhere (the feed, a grid) shows at once while the details load.
    placeholderData: () => findCachedArtwork(queryClient, artworkId),
  });
  // An answer that arrives while the page waits re-renders it at once and in one piece (a query's update is
  // never a transition): the whole page in one long task on a phone. Deferred, the spinner stays for that
  // update and the page is built in a transition, in short slices. A page mounted with its data shows it at once.
  const artwork = useDeferredValue(data);
  useScrollToCommentsOnArrival(artwork !== undefined);

  if (isPending || (data !== undefined && artwork === undefined)) return <PageSpinner />;
  // Gone (removed, hidden, never was) is said even over an artwork drawn before. Any other failed read keeps what is
  // drawn (offline, a page the service worker kept asks anew, decision 0030): the error is for a page with nothing
  // to show.
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={ImageOff}
        title={SCREEN.artwork.unavailable}
        description={SCREEN.artwork.notFoundHint}
        className="min-h-[60dvh]"
        link={{ to: paths.products, label: SCREEN.nav.discover, icon: Compass }}
      />
    );
  }
  if (!artwork) {
    return <ErrorState title={SCREEN.artwork.loadError} onRetry={() => refetch()} className="min-h-[60dvh]" />;
  }

  const isOwner = userId !== null && userId === artwork.artistId;
  const tags = cleanTags(artwork.tags);
  const artistPath = isOwner && username ? paths.ownProfile(username) : paths.profile(artwork.artistId);
  const defaultTab = initialTab === 'reviews' && artwork.forSale ? 'reviews' : 'comments';

  return (
    // Named by its title: the page goes on below it with other works (More by, Similar works).
    <article
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <div className="lg:sticky lg:top-10 lg:self-start">
          <ArtworkCarousel
            images={artwork.images}
            title={artwork.title}
            alt={artworkAlt(artwork)}
            onFirstImageSettled={onMainImageSettled}
          />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {isOwner ? (
            <Suspense fallback={null}>
              <ModerationNotice artworkId={artwork.id} />
            </Suspense>
          ) : null}
          <header className="flex items-center justify-between gap-3">
            <Link to={artistPath} className="flex min-w-0 items-center gap-3 rounded-xl">
              <Avatar src={artwork.artist.profileImage} username={artwork.artist.username} size="md" />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold hover:underline">
                  {isOwner ? SCREEN.artwork.you : artwork.artist.username}
                </span>
                <RelativeTime date={artwork.createdAt} className="text-xs text-muted-foreground" />
              </span>
            </Link>
            {isOwner ? null : <ArtistFollowButton artistId={artwork.artistId} />}
          </header>

          <div className="flex flex-col gap-3">
            <h1
              id={titleId}
              className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
            >
              {artwork.title}
            </h1>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {artwork.category ? (
                <li className="inline-flex items-center gap-1.5">
                  <Palette aria-hidden="true" className="size-4" />
                  {categoryName(artwork.category)}
                </li>
              ) : null}
              {artwork.location ? (
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {artwork.location}
                </li>
              ) : null}
              {artwork.averageRating != null && artwork.reviewCount ? (
                <li className="inline-flex items-center gap-1.5">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                  <span className="font-medium text-foreground">{artwork.averageRating.toFixed(1)}</span>
                  <span>· {SCREEN.artwork.reviewCount(artwork.reviewCount)}</span>
                </li>
              ) : null}
            </ul>
          </div>

          {artwork.forSale ? (
            <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
              <div className="flex items-baseline justify-between gap-3">
                <p className="text-3xl font-semibold tracking-tight tabular-nums">{formatPrice(artwork.price)}</p>
                {artwork.isSold ? (
                  <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wide uppercase">
                    {SCREEN.artwork.soldOut}
                  </span>
                ) : null}
              </div>
              {isOwner ? null : <AddToCartButton artwork={artwork} className="w-full" />}
              {isOwner ? null : <MakeOfferButton artwork={artwork} className="w-full" />}
              {artwork.offersPickup && artwork.pickupCity ? (
                <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Store aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {SCREEN.artwork.pickupAvailable(artwork.pickupCity)}
                </p>
              ) : null}
              <ShippingBox artworkId={artwork.id} />
            </div>
          ) : (
            <p className="text-sm font-medium text-muted-foreground">{SCREEN.artwork.notForSale}</p>
          )}

          <div className="flex flex-wrap items-center gap-2">
            <LikeButton artwork={artwork} variant="pill" />
            <SaveButton artwork={artwork} variant="pill" />
            <ShareButton title={artwork.title} path={paths.artwork(artwork.id)} />
            {userId !== null && !isOwner ? <ReportMenu targetType="artwork" targetId={artwork.id} /> : null}
            {isOwner || isAdmin ? (
              <Suspense fallback={null}>
                <OwnerMenu artwork={artwork} />
              </Suspense>
            ) : null}
          </div>

          {artwork.description ? (
            <p className="leading-relaxed break-words whitespace-pre-line text-foreground/90">{artwork.description}</p>
          ) : null}

          {tags.length > 0 ? <TagLinks tags={tags} /> : null}

          {artwork.facts ? <ArtworkDetails facts={artwork.facts} /> : null}

          <ArtworkTabs key={artwork.id} artwork={artwork} isOwner={isOwner} defaultTab={defaultTab} />
        </div>
      </div>
    </article>
  );
});

type ArtworkTab = 'comments' | 'reviews';

/**
 * Comments and, for an artwork for sale, Reviews. Held here rather than by the tabs themselves so that a tab
 * tapped before the app ran on a server-rendered page opens once it is live (lib/early-taps.ts).
 */
function ArtworkTabs({ artwork, isOwner, defaultTab }: { artwork: Artwork; isOwner: boolean; defaultTab: ArtworkTab }) {
  const [tab, setTab] = useState<ArtworkTab>(defaultTab);
  useEarlyTap('tab:comments', () => setTab('comments'));
  useEarlyTap('tab:reviews', () => setTab('reviews'));
  return (
    <Tabs
      id="comments"
      value={tab}
      onValueChange={(value) => setTab(value as ArtworkTab)}
      className="mt-2 scroll-mt-20"
    >
      <TabsList>
        <TabsTrigger value="comments" {...earlyTapProps('tab:comments')}>
          {SCREEN.artwork.comments}
          {artwork.comments > 0 ? (
            <span className="rounded-full bg-background px-1.5 text-xs tabular-nums">{artwork.comments}</span>
          ) : null}
        </TabsTrigger>
        {artwork.forSale ? (
          <TabsTrigger value="reviews" {...earlyTapProps('tab:reviews')}>
            {SCREEN.artwork.reviews}
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="comments">
        <CommentsTab artworkId={artwork.id} />
      </TabsContent>
      {artwork.forSale ? (
        <TabsContent value="reviews">
          <ReviewsTab artwork={artwork} isOwner={isOwner} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
