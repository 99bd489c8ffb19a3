import { SEARCH_DEBOUNCE_MS, SEARCH_SKELETONS, SCREEN, type SearchAnswer } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Search, SearchX, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArtworkGrid } from '../../entities/artwork/artwork-grid';
import { FilterBar, pageFiltersFromParams } from '../../entities/artwork/filter-bar';
import { TagLinks } from '../../entities/artwork/tag-links';
import { Avatar } from '../../ui/avatar';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { artistSearchQuery, type SearchFilters, searchAnswerQuery, searchFacetsQuery } from './search.api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { paths } from '../../lib/paths';

function ResultSkeletons({ shape }: { shape: 'card' | 'row' }) {
  return (
    <div role="status" className="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5 lg:grid-cols-4">
      <span className="sr-only">{SCREEN.app.loading}</span>
      {Array.from({ length: SEARCH_SKELETONS }, (_, index) =>
        shape === 'card' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <div key={index} data-testid="search-skeleton" className="flex flex-col gap-2.5">
            <Skeleton className="aspect-[4/5] w-full rounded-2xl" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <div key={index} data-testid="search-skeleton" className="flex flex-col items-center gap-3 p-5">
            <Skeleton className="size-16 rounded-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ),
      )}
    </div>
  );
}

function Prompt({ text }: { text: string }) {
  return <EmptyState icon={Search} title={text} />;
}

/** "Did you mean madhubani?": the corrected query as a link that keeps the filters. */
function DidYouMean({ text }: { text: string }) {
  const { search } = useLocation();
  return (
    <p className="mb-4 text-center text-sm">
      {SCREEN.search.didYouMean}{' '}
      <Link to={{ pathname: paths.search(text), search }} className="font-semibold text-primary underline">
        {text}
      </Link>
      ?
    </p>
  );
}

/** The people whose name matches, above the artworks (issue 38 item 3). */
function NamedArtists({ artists }: { artists: SearchAnswer['artists'] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-3 text-sm font-semibold text-muted-foreground">
        {SCREEN.search.artistsNamed}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {artists.map((artist) => (
          <li key={artist.id}>
            <Link
              to={paths.profile(artist.username)}
              className="flex items-center gap-2 rounded-full border border-border bg-card py-1.5 pr-4 pl-1.5 text-sm shadow-sm transition-shadow hover:shadow-md"
            >
              <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="sm" />
              <span className="flex min-w-0 flex-col leading-tight">
                <span className="truncate font-semibold">{artist.name || artist.username}</span>
                <span className="truncate text-xs text-muted-foreground">@{artist.username}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nothing found: the most used tags, each a link, instead of a dead end. */
function NothingFound({ tags }: { tags: readonly string[] }) {
  return (
    <EmptyState
      icon={SearchX}
      title={SCREEN.search.noProducts}
      description={tags.length > 0 ? SCREEN.search.tryTags : undefined}
      action={tags.length > 0 ? <TagLinks tags={tags} className="max-w-xl justify-center" /> : undefined}
    />
  );
}

function ProductResults({ query, filters }: { query: string; filters: SearchFilters }) {
  const { data, isPending, isError, refetch } = useQuery(searchAnswerQuery(query, filters));
  if (!query.trim()) return <Prompt text={SCREEN.search.productsPrompt} />;
  if (isPending) return <ResultSkeletons shape="card" />;
  if (isError) return <ErrorState title={SCREEN.search.error} onRetry={() => refetch()} />;
  return (
    <>
      {data.didYouMean ? <DidYouMean text={data.didYouMean} /> : null}
      {data.artists.length > 0 ? <NamedArtists artists={data.artists} /> : null}
      {data.artworks.length === 0 ? <NothingFound tags={data.popularTags} /> : <ArtworkGrid artworks={data.artworks} />}
    </>
  );
}

function ArtistResults({ query }: { query: string }) {
  const { data, isPending, isError, refetch } = useQuery(artistSearchQuery(query));
  if (!query.trim()) return <Prompt text={SCREEN.search.artistsPrompt} />;
  if (isPending) return <ResultSkeletons shape="row" />;
  if (isError) return <ErrorState title={SCREEN.search.error} onRetry={() => refetch()} />;
  if (data.length === 0) return <EmptyState icon={Users} title={SCREEN.search.noArtists} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {data.map((artist) => (
        <li key={artist.id}>
          <Link
            to={paths.profile(artist.username)}
            className="flex h-full flex-col items-center gap-3 rounded-2xl border border-border bg-card p-5 text-center shadow-sm transition-shadow hover:shadow-md"
          >
            <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="lg" />
            <span className="flex min-w-0 max-w-full flex-col">
              <span className="truncate font-semibold">{artist.name || artist.username}</span>
              <span className="truncate text-sm text-muted-foreground">@{artist.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Search results, /search/:query? (docs/product.md#screens-and-routes): the route parameter is the query; typing
 * updates it 500 ms after the last keystroke. Tabs Products (default) and Artists. Products are the listing's grid,
 * and Discover's filter panel counts the query's matches (issue 38, decision 0037); the filters are the URL's.
 */
export function SearchPage() {
  const query = useParams().query ?? '';
  const [params] = useSearchParams();
  const filters = pageFiltersFromParams(params);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [text, setText] = useState(query);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastQuery = useRef(query);

  // The query changed from outside (the shell's search box, Back): show it in the box.
  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    setText(query);
  }, [query]);

  // The typing has settled: it becomes the route's query, replacing the entry so Back leaves the search.
  useEffect(() => {
    if (settled.trim() === lastQuery.current.trim()) return;
    lastQuery.current = settled.trim();
    // The filters stay (issue 38): they are the URL's search params.
    navigate({ pathname: paths.search(settled), search }, { replace: true });
  }, [settled, navigate, search]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 sm:pt-6 lg:px-10 lg:pt-10">
      <h1 className="sr-only">{SCREEN.nav.search}</h1>
      <search className="relative mx-auto mb-6 max-w-2xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SCREEN.feed.searchPlaceholder}
          aria-label={SCREEN.nav.search}
          // biome-ignore lint/a11y/noAutofocus: the page exists to type a search; the box is its only control.
          autoFocus={query === ''}
          className="h-13 w-full rounded-full border border-input bg-card pr-5 pl-12 text-base shadow-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 [&::-webkit-search-cancel-button]:hidden"
        />
      </search>
      {query.trim() ? (
        <p className="mb-4 text-center text-sm text-muted-foreground">{SCREEN.search.resultsFor(query.trim())}</p>
      ) : null}
      <Tabs defaultValue="products">
        <div className="mx-auto max-w-sm">
          <TabsList>
            <TabsTrigger value="products">{SCREEN.search.products}</TabsTrigger>
            <TabsTrigger value="artists">{SCREEN.search.artists}</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="products" className="mt-6">
          {query.trim() ? <FilterBar facetsQuery={(chosen) => searchFacetsQuery(query.trim(), chosen)} /> : null}
          <ProductResults query={query} filters={filters} />
        </TabsContent>
        <TabsContent value="artists" className="mt-6">
          <ArtistResults query={query} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
