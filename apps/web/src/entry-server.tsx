// The server's rendering of the pages a visitor most often lands on (home, the listing, a tag's page, an artwork's
// page and a public profile, from search engines and shared links): their markup is in the HTML, so the page and
// its largest image show before the app's code has downloaded and run; the app then hydrates it (main.tsx). Built
// by `vite build --ssr` into the web build's ssr/ folder; the server (apps/server/src/plugins/web.ts) calls
// `renderPage`.
//
// The server draws the page for the person its session cookie names, once the server has verified the token in it
// (apps/server/src/plugins/web.ts): a signed-in person's home is their own feed, and every page carries their
// likes, saves and follows, so the browser hydrates it as drawn and asks for nothing again. Without a verified
// token, what a visitor sees; a signed-in browser hydrates that, then makes it the person's (lib/hydrate-page.tsx).
// Every other page is drawn in the browser only. docs/decisions/0033-signed-in-pages-drawn-by-the-server.md.

import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language, SCREEN } from '@kala/contract';
import { ENGLISH, HINDI } from '@kala/contract/hi';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { artworkQuery } from './entities/artwork/artwork.api';
import { commentsInfiniteQuery } from './features/artwork-detail/artwork-detail-page.api';
import { relatedArtworksQuery } from './features/artwork-detail/artwork-detail.api';
import { artworkShippingQuery } from './entities/artwork/artwork-shipping.api';
import { openingPincode } from './lib/cart-shipping.api';
import {
  artworkListInfiniteQuery,
  tagArtworksInfiniteQuery,
  userArtworksInfiniteQuery,
} from './features/artworks/artworks.api';
import { filtersFromParams } from './entities/artwork/listing-params';
import { isListableTag, tagFromParam } from './features/artworks/tag-prefetch';
import { publicProfileQuery } from './entities/user/user.api';
import { forYouInfiniteQuery, guestFeedInfiniteQuery, homeFeedInfiniteQuery } from './features/feed/feed.api';
import { chatHistoryQueryOptions, chatPeerQueryOptions, conversationsQueryOptions } from './features/chat/chat.api';
import { notificationsInfiniteQuery } from './features/notifications/notifications.api';
import { notificationUnreadQueryOptions } from './features/notifications/notifications-unread.api';
import { unreadQueryOptions } from './features/chat/chat-unread.api';
import { cartQueryOptions } from './features/cart/cart-count.api';
import { nearbyArtistsQuery } from './features/profile/profile.api';
import { ordersInfiniteQuery } from './features/orders/orders.api';
import { studioPeriod, studioQuery } from './features/studio/studio.api';
import { RenderedAuthContext, renderedAuthState } from './lib/auth-store';
import { currentProfileQueryOptions } from './lib/current-profile.api';
import { setApiTransport } from './lib/api-client';
import { documentTitle } from './lib/document-title';
import { registerTexts, renderIn } from './lib/i18n';
import { PageTimeContext } from './lib/hydration';
import { createQueryClient } from './lib/query-client';
import { serializePageState } from './lib/server-page-state';

/**
 * A page rendered on the server: the markup inside #root, the state the app hydrates with (JSON, safe inside a
 * <script> element) and the page's title.
 */
export interface RenderedPage {
  html: string;
  state: string;
  title: string;
}

/** What a page needs before it can be rendered: its first data, fetched into `client`; its title from it. */
interface PageData {
  load(client: QueryClient): Promise<boolean>;
  title(client: QueryClient): string;
}

/**
 * The pages rendered here, by path; null for every other path. `viewer`: the person it is drawn for, or null;
 * `renderedAt`: the time the page is drawn at (the days it shows are counted from it).
 */
function pageData(url: URL, viewer: PageViewer | null, renderedAt: number): PageData | null {
  if (url.pathname === '/') {
    // A signed-in person's For you (docs/product.md#for-you); a visitor's home, the newest works.
    const query = viewer ? forYouInfiniteQuery() : guestFeedInfiniteQuery();
    return {
      load: async (client) => {
        await client.prefetchInfiniteQuery(query as ReturnType<typeof guestFeedInfiniteQuery>);
        if (client.getQueryState(query.queryKey)?.status !== 'success') return false;
        // A mix that ended on its first page goes on with the rest of the feed at once (the page asks for it as soon
        // as it runs): that comes with the page too, so the browser asks for nothing.
        const mix = client.getQueryData(query.queryKey);
        await Promise.all([
          viewer && mix && !mix.pages.at(-1)?.nextCursor ? client.prefetchInfiniteQuery(homeFeedInfiniteQuery()) : null,
          // Artists in their city, drawn in the feed: the browser neither asks for it nor loads its schemas.
          viewer ? client.prefetchQuery(nearbyArtistsQuery(viewer.userId)) : null,
        ]);
        return true;
      },
      title: () => documentTitle(),
    };
  }
  // A signed-in person's own pages (decision 0033); a visitor's browser is sent to log in.
  const own = viewer ? ownPage(url, viewer, renderedAt) : null;
  if (own) return own;
  const profile = matchPath('/profile/:artistId', url.pathname);
  if (profile?.params.artistId) {
    const query = publicProfileQuery(profile.params.artistId);
    return {
      load: async (client) => {
        await client.prefetchQuery(query);
        const person = client.getQueryData(query.queryKey);
        if (!person) return false;
        // Their artworks too: the page is whole in its HTML (search engines, link previews, a slow phone).
        await client.prefetchInfiniteQuery(userArtworksInfiniteQuery(person.id));
        return true;
      },
      title: (client) => documentTitle(client.getQueryData(query.queryKey)?.username),
    };
  }
  if (url.pathname === '/products') {
    const query = artworkListInfiniteQuery(filtersFromParams(url.searchParams));
    return {
      load: async (client) => {
        await client.prefetchInfiniteQuery(query);
        return client.getQueryState(query.queryKey)?.status === 'success';
      },
      title: () => documentTitle(SCREEN.nav.discover),
    };
  }
  const tagPage = matchPath('/tags/:tag', url.pathname);
  if (tagPage) {
    const tag = tagFromParam(tagPage.params.tag);
    const query = tagArtworksInfiniteQuery(tag);
    return {
      // A tag no artwork can carry is drawn empty without asking (as the browser does).
      load: async (client) => {
        if (!isListableTag(tag)) return true;
        await client.prefetchInfiniteQuery(query);
        return client.getQueryState(query.queryKey)?.status === 'success';
      },
      title: () => documentTitle(SCREEN.tags.heading(tag)),
    };
  }
  const detail = matchPath('/products/:id', url.pathname) ?? matchPath('/product/:id', url.pathname);
  if (detail?.params.id) {
    const id = detail.params.id;
    const query = artworkQuery(id);
    return {
      load: async (client) => {
        const comments = client.prefetchInfiniteQuery(commentsInfiniteQuery(id));
        // The shipping box opens with the quote for the buyer's pincode (lib/cart-shipping.api.ts).
        const pincode = openingPincode(client, viewer?.userId ?? null, url.searchParams.get('pincode'));
        await client.prefetchQuery(query);
        const artwork = client.getQueryData(query.queryKey);
        if (!artwork) return false;
        // The artist's Follow button, the first comments, the "More by" and "Similar works" rows and the
        // shipping box (for a work for sale: its policy, and a signed-in buyer's quote) too: the page is whole from
        // the start, and the browser asks for nothing (nor loads their schemas, and zod with them: about 27 kB
        // gzipped on the page every shared link lands on) until someone acts.
        const shipping = async () => client.prefetchQuery(artworkShippingQuery(id, await pincode));
        await Promise.all([
          comments,
          client.prefetchQuery(publicProfileQuery(artwork.artistId)),
          client.prefetchQuery(relatedArtworksQuery(id)),
          artwork.forSale ? shipping() : null,
        ]);
        return true;
      },
      title: (client) => documentTitle(client.getQueryData(query.queryKey)?.title),
    };
  }
  return null;
}

/** Whether the query of `key` was answered. */
const answered = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.status === 'success';

/**
 * A page of the person's own, or null for another path: their notifications, conversations, a conversation, orders,
 * sales and studio. Their days and dates are read in India's time on both sides (lib/india-time.ts).
 */
function ownPage(url: URL, viewer: PageViewer, renderedAt: number): PageData | null {
  const { pathname } = url;
  if (pathname === '/notifications') {
    const query = notificationsInfiniteQuery();
    return {
      load: async (client) => {
        await client.prefetchInfiniteQuery(query);
        return answered(client, query.queryKey);
      },
      title: () => documentTitle(SCREEN.notifications.title),
    };
  }
  if (pathname === '/messages') {
    const query = conversationsQueryOptions();
    return {
      load: async (client) => {
        await client.prefetchQuery(query);
        return answered(client, query.queryKey);
      },
      title: () => documentTitle(SCREEN.nav.messages),
    };
  }
  const chat = matchPath('/chat/:peerId', pathname);
  if (chat?.params.peerId && chat.params.peerId !== viewer.userId) {
    // The person at the other end and the newest page of what was said; their presence is the browser's to ask.
    const peer = chatPeerQueryOptions(chat.params.peerId);
    const history = chatHistoryQueryOptions(chat.params.peerId);
    return {
      load: async (client) => {
        await Promise.all([client.prefetchQuery(peer), client.prefetchInfiniteQuery(history)]);
        return answered(client, peer.queryKey) && answered(client, history.queryKey);
      },
      title: () => documentTitle(SCREEN.nav.messages),
    };
  }
  if (pathname === '/me/studio') {
    // The period's days, counted from the time the page is drawn at, as the browser counts them while hydrating.
    const query = studioQuery(studioPeriod(url.searchParams), viewer.userId, renderedAt);
    return {
      load: async (client) => {
        await client.prefetchQuery(query);
        return answered(client, query.queryKey);
      },
      title: () => documentTitle(SCREEN.studio.title),
    };
  }
  if (pathname === '/me/orders' || pathname === '/me/sales') {
    const kind = pathname === '/me/orders' ? 'orders' : 'sales';
    const query = ordersInfiniteQuery(kind, viewer.userId);
    return {
      load: async (client) => {
        await client.prefetchInfiniteQuery(query);
        return answered(client, query.queryKey);
      },
      title: () => documentTitle(kind === 'orders' ? SCREEN.orders.title : SCREEN.sales.title),
    };
  }
  return null;
}

/**
 * What a person's navigation shows, fetched with their page: their avatar and name, as the browser will show them,
 * and its counts (Messages, the bell, the Cart). The browser then asks for none of these as it hydrates, nor loads
 * their schemas (and zod with them) while the page is becoming live on a phone.
 */
function loadNavigation(client: QueryClient, viewer: PageViewer) {
  return Promise.all([
    client.prefetchQuery(currentProfileQueryOptions(viewer.userId)),
    client.prefetchQuery(unreadQueryOptions()),
    client.prefetchQuery(notificationUnreadQueryOptions()),
    client.prefetchQuery(cartQueryOptions(viewer.userId)),
  ]);
}

/**
 * The route table without its loaders: in the browser they start a screen's data beside its code; here the data
 * is fetched before rendering (pageData). Each is answered with null, which the browser's router takes as its
 * hydrated data, so it does not run them again.
 */
function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const copy = { ...route } as RouteObject;
    if (route.loader) copy.loader = () => null;
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy;
  });
}

const handler = createStaticHandler(withoutLoaders(routes));

/**
 * How long a render may wait for lazy parts. Renders take turns (oneAtATime), so one that hung would hold every
 * page after it: past this, the parts still waiting are sent as their fallbacks and the browser draws them.
 */
const RENDER_WAIT_MS = 5000;

/** The whole markup of `element`, once every lazy part inside it has loaded and drawn. */
async function renderWhole(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every part inline, in place: a large part sent apart with a script to put it in place would need an inline
    // script, which the Content-Security-Policy refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(RENDER_WAIT_MS),
  });
  return new Response(prelude).text();
}

// One render at a time: the texts' language is the process's while a render runs (lib/i18n.ts renderIn), and a
// render may wait for a lazy part's code (the first time only: then it is loaded). The data is fetched before, in
// parallel; drawing is the CPU's work, which one process does one at a time anyway.
let rendering: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = rendering.then(work, work);
  rendering = result.catch(() => undefined);
  return result;
}

// The app's API calls (lib/api-client.ts) go through one transport. Here each render's calls go to the server it
// runs in: one process may run several servers (the tests do), and renders overlap.
const renderApi = new AsyncLocalStorage<typeof fetch>();
const transport: typeof fetch = (input, init) => {
  const fetchApi = renderApi.getStore();
  if (!fetchApi) return Promise.reject(new Error('An API call outside a server render'));
  return fetchApi(input, init);
};

// Every language's texts are at hand: each request is rendered in its own (docs/decisions/0015-languages.md).
registerTexts('hi', HINDI, ENGLISH);

/** The person a page is drawn for: their token (already verified by the server, which sends it with `fetchApi`). */
export interface PageViewer {
  token: string;
  userId: string;
}

/**
 * Renders `url` for `viewer` (null: a visitor), its API requests answered by `fetchApi` (the server's own routes,
 * in process, with the viewer's token). Null when the page is not one rendered here or its data could not be
 * loaded: the browser then draws it, with its own loading and error states.
 */
export async function renderPage(
  url: URL,
  fetchApi: typeof fetch,
  language: Language = DEFAULT_LANGUAGE,
  viewer: PageViewer | null = null,
): Promise<RenderedPage | null> {
  // The time the page is drawn at: "3 hours ago" and the days it shows are measured from it, on both sides.
  const renderedAt = Date.now();
  const page = pageData(url, viewer, renderedAt);
  if (!page) return null;
  // No retry here: a failure is the browser's to retry (with its spinner), not the page's to wait for.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  setApiTransport(transport);
  const profile = viewer ? currentProfileQueryOptions(viewer.userId) : null;
  const [loaded] = await renderApi.run(fetchApi, () =>
    Promise.all([page.load(client), viewer ? loadNavigation(client, viewer) : null]),
  );
  if (!loaded) return null;
  // A part whose data did not come is drawn as it waits (the browser asks again), not as an error: the browser's
  // first render then draws the same.
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const context = await handler.query(new Request(url.href));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // In the request's language: the browser hydrates in the one <html lang> names (main.tsx). Rendered whole:
  // prerender waits for the lazy parts (a signed-in person's navigation, Artists in your city) where renderToString
  // would send their fallbacks and have the browser throw the server's markup of them away.
  const html = await oneAtATime(() =>
    renderIn(language, () =>
      renderWhole(
        <PageTimeContext value={renderedAt}>
          <RenderedAuthContext
            value={
              viewer
                ? renderedAuthState(viewer.token, (profile && client.getQueryData(profile.queryKey)) ?? null)
                : null
            }
          >
            <Providers queryClient={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </RenderedAuthContext>
        </PageTimeContext>,
      ),
    ),
  );
  const state = serializePageState({
    loaderData: context.loaderData,
    queries: dehydrate(client),
    renderedAt,
    viewer: viewer?.userId ?? null,
  });
  const title = renderIn(language, () => page.title(client));
  client.clear();
  return { html, state, title };
}
