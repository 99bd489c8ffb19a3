import { type Artwork, type Comment, type Language, SCREEN, type UserProfile } from '@kala/contract';
import { HINDI } from '@kala/contract/hi';
import { act, fireEvent } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { type PageViewer, renderPage } from './entry-server';
import { setApiTransport } from './lib/api-client';
import { configureSharedChatSocket } from './lib/chat-socket';
import { hydratePage, prepareHydration } from './lib/hydrate-page';
import { setLanguage, startLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { FakeWebSocket } from './test/fake-web-socket';
import { fakeArtwork, fakeProfile, fakeToken, jsonResponse, mockFetch } from './test/fixtures';
import { fakeOrder } from './test/order-fixtures';
import { fakeStudio } from './test/studio-fixtures';

// The server's rendering of the listing and an artwork's page (entry-server.tsx), and the browser hydrating it
// (main.tsx, lib/hydrate-page.tsx): what the server draws is what the browser's first render draws, so React
// takes the markup over instead of drawing the page again.

const MINUTE = 60_000;
const RENDERED_AT = new Date('2026-11-21T12:00:00.000Z').getTime();

/** The artwork of these pages; its title tries to close the page's <script> element. */
const monsoon = (overrides: Partial<Artwork> = {}) =>
  fakeArtwork({
    title: 'Monsoon </script><script>alert(1)</script>',
    // 44 minutes before the render: '44 minutes ago' then, 'about 1 hour ago' two minutes later.
    createdAt: new Date(RENDERED_AT - 44 * MINUTE).toISOString(),
    comments: 1,
    ...overrides,
  });

const artist: UserProfile = {
  id: 'artist-1',
  name: 'Ravi',
  username: 'ravi',
  profileImage: null,
  bio: '',
  location: 'Mumbai',
  gender: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  followers: 2,
  following: 1,
};

const comment: Comment = {
  id: 'c1',
  content: 'The borders are wonderful',
  user_id: 'u2',
  user: { username: 'meera', profileImage: null },
  createdAt: new Date(RENDERED_AT - 5 * MINUTE).toISOString(),
};

type Answers = Record<string, () => Response>;

/**
 * What React logged as an error, but jsdom's not knowing the <search> element (the signed-in navigation has one)
 * and React's development warning that two renderers share the page's contexts (the server's and the browser's,
 * which here run in one process; on a server only the first runs, in a browser only the second): a hydration
 * mismatch is logged here before React draws the page again.
 */
function watchErrors() {
  const spy = vi.spyOn(console, 'error');
  return () =>
    spy.mock.calls
      .map((call) => call.map(String).join(' '))
      .filter((text) => !text.includes('unrecognized in this browser'))
      .filter((text) => !text.includes('multiple renderers concurrently rendering the same context provider'));
}

/** The server's in-process API for the renderer: answers by path, 404 for anything else; records each URL. */
function serverApi(answers: Answers) {
  const urls: string[] = [];
  const fetchApi = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const path = url.split('?')[0]!;
    return answers[path]?.() ?? jsonResponse({ message: 'Not found', code: 'not_found' }, 404);
  }) as typeof fetch;
  return { fetchApi, urls };
}

const artworkPageAnswers = (artwork = monsoon()): Answers => ({
  '/api/artworks/a1': () => jsonResponse(artwork),
  '/api/artworks/a1/comments': () => jsonResponse([comment]),
  '/api/user/artist-1': () => jsonResponse(artist),
  '/api/artworks/a1/related': () =>
    jsonResponse({
      moreByArtist: [
        fakeArtwork({ id: 'b1', title: 'Kerala Backwaters', images: [{ id: 'img-b1', url: '/media/kerala.webp' }] }),
      ],
      similar: [fakeArtwork({ id: 's1', title: 'Rain Song' })],
    }),
  // The shipping box's policy (issue 34 item 3), rendered with the page so the browser need not ask.
  '/api/artworks/a1/shipping': () =>
    jsonResponse({
      artworkId: 'a1',
      policy: {
        free: true,
        rates: { city: 0, state: 0, india: 0 },
        processingDays: 5,
        returnsDays: null,
        source: 'profile',
      },
      override: { mode: 'profile', rates: null, processingDays: null, returnsDays: null },
      quote: null,
    }),
});

/** A signed-in person's navigation: the Messages count, the bell's and an empty cart. */
const navigationAnswers: Answers = {
  '/api/auth/chat/unread': () => jsonResponse({ unread: 2 }),
  '/api/auth/notifications/unread': () => jsonResponse({ count: 3 }),
  '/api/auth/cart': () => jsonResponse([]),
};

/** renderPage at RENDERED_AT, as the server would (Date only: React's scheduling keeps real timers). */
async function renderAt(url: string, answers: Answers, language: Language = 'en', viewer: PageViewer | null = null) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RENDERED_AT);
  const api = serverApi(answers);
  const page = await renderPage(new URL(url, 'http://kala.local'), api.fetchApi, language, viewer);
  // The server's renderer can end a render inside the page's context providers (it switches contexts only as its
  // next render starts): here the browser's renderer runs next, in the same process, so an empty render of the
  // server's puts React's contexts back first, as the server's next page would.
  await prerender(null);
  // No dead taps (issue 39): every button the server draws answers a tap made before the app has run.
  if (page) expect(buttonsDeadBeforeTheApp(page.html)).toEqual([]);
  return { page, urls: api.urls };
}

/**
 * The enabled buttons of a drawn page that a tap before the app has run would be lost on: those without an early
 * tap's key (lib/early-taps.ts), named by their text.
 */
function buttonsDeadBeforeTheApp(html: string): string[] {
  const drawn = document.createElement('template');
  drawn.innerHTML = html;
  return [...drawn.content.querySelectorAll('button:not([data-early-tap]):not([disabled])')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent ?? '',
  );
}

/** Puts a rendered page into the document as the server sends it, then hydrates it as main.tsx does. */
/** The roots hydrated by a test, unmounted after it. */
const hydrated: Root[] = [];

async function hydrateInBrowser(path: string, page: { html: string; state: string }) {
  // The browser's own fetch, not the server's in-process API.
  setApiTransport((input, init) => fetch(input, init));
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="kala-page-state">${page.state}</script>`;
  window.history.pushState({}, '', path);
  const queryClient = createQueryClient();
  const state = await prepareHydration(document, routes, queryClient);
  expect(state).not.toBeNull();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state!.loaderData } });
  const container = document.getElementById('root')!;
  const serverHeading = container.querySelector('h1');
  await act(async () => {
    hydrated.push(
      hydratePage(
        container,
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>,
        state!,
      ),
    );
  });
  return { container, queryClient, serverHeading };
}

/** Meera's (u2) conversation with Ravi as her inbox lists it: his last message, five minutes before the render. */
function conversationWithRavi({ unread }: { unread: number }) {
  return {
    peer: { id: 'artist-1', username: 'ravi', name: 'Ravi', profileImage: null },
    lastMessage: {
      id: 'm1',
      sender_id: 'artist-1',
      receiver_id: 'u2',
      content: 'It goes out in a wooden crate',
      timestamp: new Date(RENDERED_AT - 5 * MINUTE).toISOString(),
    },
    unread,
  };
}

/**
 * A minute after the render, the browser of the person signed in (their token stored) hydrates the page; it is
 * answered 404 to anything it asks, and `calls` records what that was.
 */
async function hydrateForViewer(path: string, page: { html: string; state: string }, token: string) {
  vi.setSystemTime(RENDERED_AT + MINUTE);
  localStorage.setItem('token', token);
  const calls = mockFetch(() => jsonResponse({ message: 'Not here', code: 'not_found' }, 404));
  const errors = watchErrors();
  return { ...(await hydrateInBrowser(path, page)), calls, errors };
}

describe('server-rendered pages', () => {
  afterEach(() => {
    // A hydrated page left mounted goes on rendering after its test (a signed-in shell's lazy parts arriving
    // late on a loaded machine), when the test's window is gone: 'window is not defined'.
    for (const root of hydrated.splice(0)) act(() => root.unmount());
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it("renders an artwork's page with its artwork, artist and first comments, and a title", async () => {
    const { page, urls } = await renderAt('/products/a1', artworkPageAnswers());
    expect(page).not.toBeNull();
    const html = page!.html;
    expect(html).toContain('<h1');
    expect(html).toContain('Monsoon &lt;/script&gt;');
    expect(html).toContain('The borders are wonderful');
    expect(html).toContain('44 minutes ago');
    expect(html).toMatch(/>Follow</);
    // "More by" and "Similar works" with their cards, each a link to its artwork's page.
    expect(html).toContain('More by ravi');
    expect(html).toMatch(/href="\/products\/b1"[^>]*>[\s\S]*Kerala Backwaters/);
    expect(html).toContain('Similar works');
    expect(html).toContain('Rain Song');
    // Their pictures wait for the artwork's own (the largest paint): none is in the page yet.
    expect(html).not.toContain('kerala.webp');
    expect(page!.title).toBe('Monsoon </script><script>alert(1)</script> — Kala');
    expect(urls).toEqual(
      expect.arrayContaining(['/api/artworks/a1', '/api/user/artist-1', '/api/artworks/a1/related']),
    );
    expect(urls.some((url) => url.startsWith('/api/artworks/a1/comments'))).toBe(true);
    // The state is data inside a <script> element: no text of it may close the element.
    expect(page!.state).not.toContain('</script>');
    expect(page!.state).toContain('\\u003c/script>');
  });

  it("renders an artist's own artwork page with its Manage menu, whose button keeps a tap made before the app ran", async () => {
    const token = fakeToken({ sub: 'ravi', uid: 'artist-1' });
    const answers: Answers = {
      ...artworkPageAnswers(),
      '/api/auth/me': () => jsonResponse(fakeProfile({ id: 'artist-1', username: 'ravi' })),
    };
    // renderAt also holds every drawn button to an early tap's key: the menu's button was a bare Radix trigger, dead
    // until the app had run (the end-to-end test's tap on it was lost now and then).
    const { page } = await renderAt('/products/a1', answers, 'en', { token, userId: 'artist-1' });
    expect(page!.html).toMatch(/data-early-tap="manage-artwork:a1"[^>]*>.*Manage this artwork/);
  });

  it('renders the listing with the first page of cards', async () => {
    const cards = [monsoon({ id: 'a1', title: 'Monsoon' }), monsoon({ id: 'a2', title: 'Harvest' })];
    const { page, urls } = await renderAt('/products?category=Painting', {
      '/api/artworks': () => jsonResponse(cards),
    });
    expect(page!.html).toContain('Monsoon');
    expect(page!.html).toContain('Harvest');
    expect(page!.title).toBe('Discover — Kala');
    expect(urls[0]).toContain('category=Painting');
  });

  it("renders a tag's page with the artworks the API lists for exactly that tag, escaped", async () => {
    const cards = [
      monsoon({ id: 'a1', title: 'Monsoon', tags: ['warli', 'rain'] }),
      monsoon({ id: 'a2', title: 'Harvest <b>', tags: ['warli'] }),
    ];
    const { page, urls } = await renderAt('/tags/warli', { '/api/artworks': () => jsonResponse(cards) });
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!, 'http://kala.local').searchParams.get('tag')).toBe('warli');
    expect(page!.html).toMatch(/<h1[^>]*>#warli<\/h1>/);
    expect(page!.html).toContain('Monsoon');
    expect(page!.html).toContain('Harvest &lt;b&gt;');
    // Each card's tags link to their own pages.
    expect(page!.html).toContain('href="/tags/rain"');
    expect(page!.title).toBe('#warli — Kala');

    // A tag that tries to break out of the page: text, never markup; the title is escaped by the server.
    const hostile = await renderAt(`/tags/${encodeURIComponent('"><script>x</script>')}`, {
      '/api/artworks': () => jsonResponse([]),
    });
    expect(hostile.page!.html).toContain('#&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(hostile.page!.html).not.toContain('<script>');
  });

  it("renders an unknown tag's page as its empty state, and asks nothing for a tag no artwork can carry", async () => {
    const unknown = await renderAt('/tags/nosuchtag', { '/api/artworks': () => jsonResponse([]) });
    expect(unknown.page!.html).toContain('No artworks tagged #nosuchtag yet.');
    const tooLong = await renderAt(`/tags/${'x'.repeat(51)}`, {});
    expect(tooLong.urls).toEqual([]);
    expect(tooLong.page!.html).toContain(`No artworks tagged #${'x'.repeat(51)} yet.`);
  });

  it("hydrates a tag's page as the server drew it, asking nothing again", async () => {
    const cards = [monsoon({ id: 'a1', title: 'Monsoon', tags: ['warli'] })];
    const { page } = await renderAt('/tags/warli', { '/api/artworks': () => jsonResponse(cards) });
    // A minute on: the server's answer is still fresh.
    vi.setSystemTime(RENDERED_AT + MINUTE);
    const calls = mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    const errors = watchErrors();
    const { container, serverHeading } = await hydrateInBrowser('/tags/warli', page!);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.querySelector('h1')?.textContent).toBe('#warli');
    expect(container.textContent).toContain('Monsoon');
    expect(errors()).toEqual([]);
    expect(calls.filter((call) => call.url.startsWith('/api/artworks'))).toEqual([]);
  });

  it('renders a public profile with the person and their artworks, by username, and hydrates it as drawn', async () => {
    const works = [monsoon({ id: 'a1', title: 'Monsoon' }), monsoon({ id: 'a2', title: 'Harvest </script>' })];
    const answers: Answers = {
      '/api/user/ravi': () => jsonResponse({ ...artist, bio: 'Paints the <b>monsoon</b>' }),
      '/api/users/artist-1/artworks': () => jsonResponse(works),
    };
    const { page, urls } = await renderAt('/profile/ravi', answers);
    expect(urls.map((url) => url.split('?')[0])).toEqual(['/api/user/ravi', '/api/users/artist-1/artworks']);
    const html = page!.html;
    expect(html).toContain('Ravi');
    expect(html).toMatch(/@(<!-- -->)?ravi/);
    expect(html).toContain('Paints the &lt;b&gt;monsoon&lt;/b&gt;');
    expect(html).toContain('Monsoon');
    expect(html).toContain('Harvest &lt;/script&gt;');
    // Follow is there, and a tap on it before the app has run is remembered (lib/early-taps.ts).
    expect(html).toMatch(/data-early-tap="follow:artist-1"[^>]*>.*Follow<\/button>/);
    expect(page!.title).toBe('ravi — Kala');
    expect(page!.state).not.toContain('</script>');

    vi.setSystemTime(RENDERED_AT + MINUTE);
    const calls = mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    const errors = watchErrors();
    const { container, serverHeading } = await hydrateInBrowser('/profile/ravi', page!);
    expect(serverHeading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('Harvest </script>');
    expect(errors()).toEqual([]);
    // Nothing of the page is asked again; "Artists you may like", below the artworks, loads after (docs/product.md#for-you).
    expect(calls.filter((call) => !call.url.endsWith('/similar-artists'))).toEqual([]);
  });

  it('leaves an unknown person to the browser (the server answers 404 with the shell)', async () => {
    expect((await renderAt('/profile/nobody', {})).page).toBeNull();
  });

  it("renders the home page as a visitor's: the newest works, hydrated as drawn", async () => {
    const works = [monsoon({ id: 'a1', title: 'Monsoon' }), monsoon({ id: 'a2', title: 'Harvest' })];
    const { page, urls } = await renderAt('/', { '/api/artworks': () => jsonResponse(works) });
    expect(urls.map((url) => url.split('?')[0])).toEqual(['/api/artworks']);
    expect(page!.html).toContain('Monsoon');
    expect(page!.html).toContain('44 minutes ago');
    expect(page!.title).toBe('Kala — Indian art marketplace');

    vi.setSystemTime(RENDERED_AT + MINUTE);
    const calls = mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    const errors = watchErrors();
    const { container, serverHeading } = await hydrateInBrowser('/', page!);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('Monsoon');
    expect(errors()).toEqual([]);
    // Nothing of the page is asked again; the "Trending now" row, after the third card, loads after (docs/product.md#for-you).
    expect(calls.filter((call) => !call.url.startsWith('/api/artworks/trending'))).toEqual([]);
  });

  it("renders a signed-in person's home with their own feed, and their browser hydrates it as drawn", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    // Their For you, each card with its reason (docs/product.md#for-you).
    const feed = [
      { ...monsoon({ id: 'a1', title: 'Monsoon', has_liked: true }), reason: { kind: 'follow', username: 'ravi' } },
      { ...monsoon({ id: 'a2', title: 'Harvest' }), reason: { kind: 'trending' } },
    ];
    const me = fakeProfile({ id: 'u2', username: 'meera', name: 'Devi Bai' });
    const answers: Answers = {
      '/api/auth/foryou': () => jsonResponse(feed),
      // The mix ended on its first page: the rest of their feed follows it on the same page.
      '/api/auth/homefeed': () => jsonResponse([monsoon({ id: 'a3', title: 'Kite Festival' })]),
      '/api/auth/me': () => jsonResponse(me),
      // Their navigation's counts, and the artists in their city.
      ...navigationAnswers,
      '/api/auth/artists/nearby': () =>
        jsonResponse({
          city: 'Pune',
          artists: [{ id: 'u7', username: 'asha', name: 'Asha Pawar', profileImage: null }],
        }),
    };
    const { page, urls } = await renderAt('/', answers, 'en', { token, userId: 'u2' });
    // Their feed, not the newest works; drawn as theirs (For you, their navigation with their profile and counts).
    expect(urls.map((url) => url.split('?')[0]).sort()).toEqual([
      '/api/auth/artists/nearby',
      '/api/auth/cart',
      '/api/auth/chat/unread',
      '/api/auth/foryou',
      '/api/auth/homefeed',
      '/api/auth/me',
      '/api/auth/notifications/unread',
    ]);
    expect(page!.html).toContain(`(${SCREEN.nav.unread(2)})`);
    expect(page!.html).toContain(`(${SCREEN.nav.unread(3)})`);
    // Artists in their city come after the third card, below a phone's first screen: in the state, drawn later.
    expect(page!.state).toContain('Asha Pawar');
    expect(page!.html).toContain('Monsoon');
    // Not drawn yet (a phone's first paint is two cards), but in the page's state, so the browser need not ask.
    expect(page!.state).toContain('Kite Festival');
    expect(page!.html).toContain('Because you follow @ravi');
    expect(page!.html).toContain('For you');
    expect(JSON.parse(page!.state).viewer).toBe('u2');
    // The token itself is never written into the page; nor any script (the Content-Security-Policy runs none inline):
    // the navigation's lazy parts are drawn in place.
    expect(page!.html + page!.state).not.toContain(token);
    expect(page!.html).not.toContain('<script');
    expect(page!.html).toContain('title="Notifications"');
    // Their avatar's initials are their name's (Devi Bai), not their username's (meera), from the start.
    expect(page!.html).toContain('>DB</span>');
    expect(page!.html).not.toContain('>ME</span>');

    configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
    const socketsBefore = FakeWebSocket.made.length;
    const { container, serverHeading, calls, errors } = await hydrateForViewer('/', page!, token);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('Harvest');
    expect(container.innerHTML).toContain('>DB</span>');
    // Once the navigation's live parts have loaded (the socket they open is asked for), nothing the page or its
    // navigation shows is asked again: not the feed, the profile, the counts nor the artists in their city.
    await vi.waitFor(() => expect(FakeWebSocket.made.length).toBeGreaterThan(socketsBefore));
    expect(container.textContent).toContain(SCREEN.nav.unread(3));
    expect(calls.map((call) => call.url.split('?')[0])).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it("leaves the rest of a signed-in person's feed for later while their For you goes on", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const feed = [{ ...monsoon({ id: 'a1', title: 'Monsoon' }), reason: { kind: 'trending' } }];
    const answers: Answers = {
      '/api/auth/foryou': () =>
        new Response(JSON.stringify(feed), {
          headers: { 'Content-Type': 'application/json', Link: '</api/auth/foryou?cursor=next-1>; rel="next"' },
        }),
      '/api/auth/me': () => jsonResponse(fakeProfile({ id: 'u2', username: 'meera' })),
    };
    const { page, urls } = await renderAt('/', answers, 'en', { token, userId: 'u2' });
    expect(page!.html).toContain('Monsoon');
    expect(urls.map((url) => url.split('?')[0])).not.toContain('/api/auth/homefeed');
  });

  it("renders a signed-in person's conversations for them, hydrated as drawn minutes later; none for a visitor", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const viewer = { token, userId: 'u2' };
    const conversation = conversationWithRavi({ unread: 1 });
    const answers: Answers = { '/api/auth/chat/conversations': () => jsonResponse([conversation]) };
    expect((await renderAt('/messages', answers)).page).toBeNull();
    const { page } = await renderAt('/messages', answers, 'en', viewer);
    expect(page!.html).toContain('It goes out in a wooden crate');
    expect(page!.html).toContain('5 minutes ago');
    expect(page!.html + page!.state).not.toContain(token);

    const { container, serverHeading, calls, errors } = await hydrateForViewer('/messages', page!, token);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('It goes out in a wooden crate');
    expect(calls.map((call) => call.url.split('?')[0])).not.toContain('/api/auth/chat/conversations');
    expect(errors()).toEqual([]);
  });

  it("a page's offline copy (the service worker marks it) is hydrated as drawn, then asks again for what it shows", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const conversation = conversationWithRavi({ unread: 0 });
    const answers: Answers = { '/api/auth/chat/conversations': () => jsonResponse([conversation]) };
    const { page } = await renderAt('/messages', answers, 'en', { token, userId: 'u2' });
    vi.setSystemTime(RENDERED_AT + MINUTE);
    localStorage.setItem('token', token);
    const calls = mockFetch(() => jsonResponse([conversation]));
    const errors = watchErrors();
    document.documentElement.dataset.copyOf = new Date(RENDERED_AT).toUTCString();
    try {
      const { container } = await hydrateInBrowser('/messages', page!);
      expect(container.textContent).toContain('It goes out in a wooden crate');
      await vi.waitFor(() =>
        expect(calls.map((call) => call.url.split('?')[0])).toContain('/api/auth/chat/conversations'),
      );
      expect(errors()).toEqual([]);
    } finally {
      delete document.documentElement.dataset.copyOf;
    }
  });

  it("renders a person's orders and notifications on a server in UTC and hydrates them as drawn in India, past midnight", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const viewer = { token, userId: 'u2' };
    // 00:30 on 21 November in India, still the 20th in UTC: a day read in each side's zone would differ.
    const atNight = '2026-11-20T19:00:00.000Z';
    const order = fakeOrder({ createdAt: atNight });
    const liked = {
      id: '0193a0a0-0000-7000-8000-000000000001',
      type: 'like',
      actor: { id: '0193a0a0-0000-7000-8000-aaaaaaaaaaaa', username: 'priya_sharma', profileImage: null },
      artwork: { id: '0193a0a0-0000-7000-8000-bbbbbbbbbbbb', title: 'Monsoon', image: null },
      orderId: null,
      text: 'priya_sharma liked "Monsoon"',
      createdAt: atNight,
      readAt: new Date(RENDERED_AT).toISOString(),
      count: 1,
    };
    const answers: Answers = {
      '/api/auth/orders': () => jsonResponse([order]),
      '/api/auth/notifications': () => jsonResponse([liked]),
    };
    const zone = process.env.TZ;
    try {
      for (const [path, shows, asks] of [
        ['/me/orders', '21 Nov 2026', '/api/auth/orders'],
        ['/notifications', 'Today', '/api/auth/notifications'],
      ] as const) {
        process.env.TZ = 'UTC';
        expect((await renderAt(path, answers)).page, `${path} for a visitor`).toBeNull();
        const { page } = await renderAt(path, answers, 'en', viewer);
        expect(page!.html, path).toContain(shows);
        expect(page!.html + page!.state, path).not.toContain(token);

        process.env.TZ = 'Asia/Kolkata';
        const { container, serverHeading, calls, errors } = await hydrateForViewer(path, page!, token);
        expect(container.querySelector('h1'), path).toBe(serverHeading);
        expect(container.textContent, path).toContain(shows);
        expect(
          calls.map((call) => call.url.split('?')[0]),
          path,
        ).not.toContain(asks);
        expect(errors(), path).toEqual([]);
        for (const root of hydrated.splice(0)) act(() => root.unmount());
        vi.restoreAllMocks();
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("renders a conversation for the person in it on a UTC server, hydrated in India's day, then in the device's", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const viewer = { token, userId: 'u2' };
    const ravi = { ...artist, id: 'artist-1', name: 'Ravi Kumar', username: 'ravi' };
    // 00:30 on 21 November in India (the render's day there), still the 20th in UTC.
    const said = (id: string, content: string, timestamp: string) => ({
      id,
      sender_id: 'artist-1',
      receiver_id: 'u2',
      content,
      timestamp,
      status: 'sent',
      read_at: null,
    });
    const answers: Answers = {
      '/api/user/artist-1': () => jsonResponse(ravi),
      '/api/auth/chat/history/artist-1': () =>
        jsonResponse([said('m1', 'It goes out in a wooden crate', '2026-11-20T19:00:00.000Z')]),
    };
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect((await renderAt('/chat/artist-1', answers)).page, 'for a visitor').toBeNull();
      expect((await renderAt('/chat/u2', answers, 'en', viewer)).page, 'with oneself').toBeNull();
      const { page, urls } = await renderAt('/chat/artist-1', answers, 'en', viewer);
      expect(urls.map((url) => url.split('?')[0]).sort()).toEqual([
        '/api/auth/cart',
        '/api/auth/chat/history/artist-1',
        '/api/auth/chat/unread',
        '/api/auth/me',
        '/api/auth/notifications/unread',
        '/api/user/artist-1',
      ]);
      expect(page!.html).toContain('It goes out in a wooden crate');
      expect(page!.html).toContain('Ravi Kumar');
      // India's day and time, on a server that is not in India.
      expect(page!.html).toContain('Today');
      expect(page!.html).toContain('12:30');
      expect(page!.html + page!.state).not.toContain(token);

      // A device in UTC hydrates the page as drawn (no mismatch), then reads the message in its own day and time.
      configureSharedChatSocket({ createWebSocket: (url) => new FakeWebSocket(url) });
      const { container, calls, errors } = await hydrateForViewer('/chat/artist-1', page!, token);
      const message = container.querySelector('[role="log"] li[data-status]');
      expect(message?.textContent).toContain('It goes out in a wooden crate');
      await vi.waitFor(() => expect(container.querySelector('[role="log"]')?.textContent).toContain('Yesterday'));
      expect(container.querySelector('[role="log"]')?.textContent).toContain('7:00');
      // The very element the server drew, kept.
      expect(container.querySelector('[role="log"] li[data-status]')).toBe(message);
      expect(calls.map((call) => call.url.split('?')[0])).not.toContain('/api/auth/chat/history/artist-1');
      expect(errors()).toEqual([]);
    } finally {
      process.env.TZ = zone;
    }
  });

  it("renders an artist's studio for them over the period the address names, hydrated as drawn", async () => {
    const token = fakeToken({ sub: 'asha', uid: 'u3' });
    const viewer = { token, userId: 'u3' };
    const asked: string[] = [];
    const answers: Answers = { '/api/auth/studio': () => jsonResponse(fakeStudio()) };
    expect((await renderAt('/me/studio', answers)).page, 'for a visitor').toBeNull();
    const { page, urls } = await renderAt('/me/studio?period=7', answers, 'en', viewer);
    asked.push(...urls);
    // The last 7 days in India up to the render's day (21 November), as the browser counts them while hydrating.
    expect(asked).toContain('/api/auth/studio?from=2026-11-15&to=2026-11-21');
    expect(page!.html).toContain('Monsoon Ghats');
    expect(page!.title).toContain('Studio');
    expect(page!.html + page!.state).not.toContain(token);

    const { container, serverHeading, calls, errors } = await hydrateForViewer('/me/studio?period=7', page!, token);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.textContent).toContain('Monsoon Ghats');
    expect(calls.map((call) => call.url.split('?')[0])).not.toContain('/api/auth/studio');
    expect(errors()).toEqual([]);
  });

  it('draws anew, without hydrating, a page the server drew for someone other than the person signed in here', async () => {
    const { page } = await renderAt(
      '/',
      { '/api/auth/foryou': () => jsonResponse([{ ...monsoon(), reason: { kind: 'trending' } }]) },
      'en',
      {
        token: fakeToken({ sub: 'meera', uid: 'u2' }),
        userId: 'u2',
      },
    );
    vi.useRealTimers();
    document.body.innerHTML = `<div id="root">${page!.html}</div><script type="application/json" id="kala-page-state">${page!.state}</script>`;
    for (const stored of [fakeToken({ sub: 'ravi', uid: 'u3' }), null]) {
      if (stored) localStorage.setItem('token', stored);
      else localStorage.removeItem('token');
      expect(await prepareHydration(document, routes, createQueryClient())).toBeNull();
    }
  });

  it('leaves a page to the browser when its data cannot be had, or when it is not a page rendered here', async () => {
    expect((await renderAt('/products/missing', artworkPageAnswers())).page).toBeNull();
    // The path names a person: the API answers their artworks, which is no artwork page.
    expect(
      (await renderAt('/products/ravi', { '/api/artworks/ravi': () => jsonResponse([monsoon()]) })).page,
    ).toBeNull();
    expect((await renderAt('/products', {})).page).toBeNull();
    const other = await renderAt('/auth/login', artworkPageAnswers());
    expect(other.page).toBeNull();
    expect(other.urls).toEqual([]);
  });

  it('draws a part whose data did not come as waiting (the browser asks again), not as an error', async () => {
    const answers = artworkPageAnswers();
    answers['/api/user/artist-1'] = () => jsonResponse({ message: 'Down', code: 'internal' }, 500);
    const { page } = await renderAt('/products/a1', answers);
    expect(page!.html).not.toMatch(/>Follow</);
    const state = JSON.parse(page!.state) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(state.queries.queries.map((query) => query.queryKey)).not.toContainEqual(['profile', 'public', 'artist-1']);
  });

  it("hydrates the server's markup as it is, minutes later, with the server's time ago", async () => {
    const { page } = await renderAt('/products/a1', artworkPageAnswers());
    // Two minutes on: '44 minutes ago' would now be 'about 1 hour ago'.
    vi.setSystemTime(RENDERED_AT + 2 * MINUTE);
    mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    const errors = watchErrors();
    const { container, serverHeading } = await hydrateInBrowser('/products/a1', page!);
    expect(container.querySelector('h1')?.textContent).toBe('Monsoon </script><script>alert(1)</script>');
    // A text that differs from the server's is a hydration error: React would report it and draw the page again.
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(errors()).toEqual([]);
    // Once hydrated, the time is the browser's own, with the exact date on hover.
    await vi.waitFor(() => expect(container.querySelector('time')?.textContent).toBe('about 1 hour ago'));
    expect(container.querySelector('time')?.getAttribute('title')).toBeTruthy();
  });

  it('renders a page in Hindi for a Hindi request, and the browser hydrates it in Hindi as drawn', async () => {
    const { page } = await renderAt('/products/a1', artworkPageAnswers(), 'hi');
    expect(page!.html).toContain(HINDI.SCREEN.artwork.addToCart);
    expect(page!.html).toContain(HINDI.SCREEN.time.ago(HINDI.SCREEN.time.minutes(44)));
    expect(page!.html).not.toContain('Add to Cart');
    // Another request meanwhile is English: the language is the render's, not the process's.
    expect((await renderAt('/products/a1', artworkPageAnswers())).page!.html).toContain('Add to Cart');

    vi.setSystemTime(RENDERED_AT + MINUTE);
    mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    await startLanguage('hi');
    try {
      const errors = watchErrors();
      const { container, serverHeading } = await hydrateInBrowser('/products/a1', page!);
      expect(container.querySelector('h1')).toBe(serverHeading);
      expect(container.textContent).toContain(HINDI.SCREEN.artwork.addToCart);
      expect(errors()).toEqual([]);
    } finally {
      await setLanguage('en');
    }
  });

  it('keeps the very elements the server sent (no redraw, no mismatch)', async () => {
    const { page } = await renderAt('/products/a1', artworkPageAnswers());
    vi.useRealTimers();
    mockFetch(() => jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500));
    const errors = watchErrors();
    const calls: string[] = [];
    const original = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      calls.push(tag);
      return original(tag, options);
    });
    await hydrateInBrowser('/products/a1', page!);
    expect(calls.filter((tag) => tag === 'h1' || tag === 'article')).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it("hydrates a visitor's fresh artwork page asking the API for nothing but the view count", async () => {
    // Rendered now, as a shared link's page is: its answers are fresh, so no screen asks again, and no answer's
    // schema (nor zod with it, about 27 kB gzipped) loads.
    const api = serverApi(artworkPageAnswers());
    const page = await renderPage(new URL('/products/a1', 'http://kala.local'), api.fetchApi);
    const browserCalls = mockFetch(() =>
      jsonResponse({ message: 'The browser must not ask', code: 'unexpected' }, 500),
    );
    const { container } = await hydrateInBrowser('/products/a1', page!);
    expect(container.textContent).toContain('Kerala Backwaters');
    expect(browserCalls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/artworks/a1/view']);
    // Once the artwork's picture is in, the rows below show theirs.
    expect(container.querySelector('img[src="/media/kerala.webp"]')).toBeNull();
    act(() => fireEvent.load(container.querySelector('img[fetchpriority="high"]')!));
    expect(container.querySelector('img[src="/media/kerala.webp"]')).not.toBeNull();
  });

  it("renders a signed-in buyer's artwork page with the quote for their default address, asking nothing again", async () => {
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    const answers = artworkPageAnswers();
    const policy = (answers['/api/artworks/a1/shipping']!().clone() as Response).json();
    const quoted = {
      pincode: '411001',
      state: 'Maharashtra',
      zone: 'state',
      amount: 0,
      arrivesFrom: '2026-11-27',
      arrivesBy: '2026-11-29',
    };
    const withQuote = { ...(await policy), quote: quoted };
    const { page, urls } = await renderAt(
      '/products/a1',
      {
        ...answers,
        ...navigationAnswers,
        '/api/auth/me': () => jsonResponse(fakeProfile({ id: 'u2', username: 'meera', pincode: 400001 })),
        '/api/auth/addresses': () =>
          jsonResponse([
            {
              id: 'd1',
              name: 'Meera',
              address: '1 FC Road',
              city: 'Pune',
              pincode: '411001',
              phone: '9876543210',
              isDefault: true,
            },
          ]),
        '/api/artworks/a1/shipping': () => jsonResponse(withQuote),
      },
      'en',
      { token, userId: 'u2' },
    );
    // Their default address's pincode, not their profile's; the quote for it is drawn in the shipping box.
    expect(urls).toContain('/api/artworks/a1/shipping?pincode=411001');
    expect(page!.html).toContain(SCREEN.shipping.shippingTo('411001'));
    expect(page!.html + page!.state).not.toContain(token);

    const { container, calls, errors } = await hydrateForViewer('/products/a1', page!, token);
    expect(container.textContent).toContain(SCREEN.shipping.shippingTo('411001'));
    expect(calls.filter((call) => !call.url.endsWith('/view')).map((call) => call.url)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('renders the quote for the pincode a visitor sent (the pincode form before the app has run)', async () => {
    const answers = artworkPageAnswers();
    const policy = await (answers['/api/artworks/a1/shipping']!() as Response).json();
    const quoted = {
      pincode: '411001',
      state: 'Maharashtra',
      zone: 'india',
      amount: 250,
      arrivesFrom: '2026-11-27',
      arrivesBy: '2026-11-29',
    };
    const { page, urls } = await renderAt('/products/a1?pincode=411001', {
      ...answers,
      '/api/artworks/a1/shipping': () => jsonResponse({ ...policy, quote: quoted }),
    });
    expect(urls).toContain('/api/artworks/a1/shipping?pincode=411001');
    expect(page!.html).toContain(SCREEN.shipping.shippingTo('411001'));
  });

  it("becomes a signed-in person's page: their navigation, and the page's data asked again with their token", async () => {
    const { page } = await renderAt('/products/a1', artworkPageAnswers());
    vi.useRealTimers();
    const token = fakeToken({ sub: 'meera', uid: 'u2' });
    localStorage.setItem('token', token);
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/api/artworks/a1/comments')) return jsonResponse([comment]);
      if (url === '/api/artworks/a1') return jsonResponse(monsoon({ has_liked: true, likes: 4 }));
      if (url === '/api/user/artist-1') return jsonResponse({ ...artist, isFollowing: true });
      return jsonResponse({ message: 'Not here', code: 'not_found' }, 404);
    });
    const errors = watchErrors();
    const { container } = await hydrateInBrowser('/products/a1', page!);
    const heading = container.querySelector('h1');
    await vi.waitFor(() => expect(container.textContent).toContain('Following'));
    expect(calls.find((call) => call.url === '/api/artworks/a1')?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    // The page stayed on screen throughout: its heading is the server's, never a spinner in between.
    expect(heading?.isConnected).toBe(true);
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors()).toEqual([]);
  });
});
