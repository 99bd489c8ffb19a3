import { SCREEN, SESSION_COOKIE } from '@kala/contract';
import type { Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { api, createArtwork } from './artwork-helpers';
import { placeOrder } from './checkout-helpers';
import { expect, registerUser, signIn, test, uniqueName } from './fixtures';

// The listing and an artwork's page arrive drawn by the server (apps/web/src/entry-server.tsx) and the app
// hydrates them: the page is there before the app's code has run, then it is live, and for a signed-in person it
// becomes theirs. Not drawn twice: the elements the server sent are the ones on screen afterwards.

/** Errors the page reports (a hydration mismatch is one), and the first heading as the server's HTML had it. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
    });
  });
  return errors;
}

/** Whether the heading on screen is the very element of the server's HTML (hydrated, not drawn again). */
const keptServerHeading = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as { serverHeading?: Element | null }).serverHeading;
    return heading?.isConnected === true && heading === document.querySelector('main h1');
  });

// The app's code is held back with page.route, which does not see what the service worker fetches (Chromium): once
// the worker controls a page it fetches the code itself (decision 0030). The server's drawing and the hydration are
// what is tested here, so this file runs without the worker.
test.use({ serviceWorkers: 'block' });

/** Holds the app's code back until `release` is called: the page stands as the server drew it, as on a slow phone. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Loads `url` with the app's code held back and runs `meanwhile` on the page as the server drew it (the app has not
 * run: its taps are only recorded); then lets the code in and waits until the page is live.
 */
async function loadWithAppHeld(page: Page, url: string, meanwhile: () => Promise<void>): Promise<void> {
  const release = await holdAppCode(page);
  const loading = page.goto(url);
  await meanwhile();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await loading;
}

/** Lets the app run once with the person's token stored: it keeps the session cookie, so the server draws for them. */
async function setSessionCookie(page: Page, user: { token: string }): Promise<void> {
  await page.goto('/auth/wishlist');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value)
    .toBe(user.token);
}

/** Sends `texts` from `sender` to `receiverId` over the chat's socket, as the app does, and waits for each echo. */
async function sendOverSocket(baseURL: string, sender: { token: string }, receiverId: string, texts: string[]) {
  const socket = new WebSocket(
    `${baseURL.replace(/^http/, 'ws')}/api/auth/chat/ws?token=${encodeURIComponent(sender.token)}`,
  );
  const frames: Array<{ type?: string; client_id?: string }> = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  for (const [index, content] of texts.entries()) {
    socket.send(JSON.stringify({ action: 'message', receiver_id: receiverId, content, client_id: `e2e-${index}` }));
    await expect.poll(() => frames.some((frame) => frame.client_id === `e2e-${index}`)).toBe(true);
  }
  socket.close();
}

test.describe('server-rendered pages', () => {
  test("a visitor's artwork page arrives drawn, then is live", async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Drawn ') });
    const html = await (await request.get(`/products/${artwork.id}`)).text();
    expect(html).toContain(`<title>${artwork.title} — Kala</title>`);
    expect(html).toContain(artwork.title);
    expect(html).toContain(artist.username);
    expect(html).toContain('id="kala-page-state"');

    const errors = await watch(page);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    // Live: the tabs switch, and a visitor's Like asks them to log in.
    await main.getByRole('tab', { name: 'Reviews' }).click();
    await expect(main.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await main.getByRole('button', { name: /Like/ }).click();
    await expect(page.getByText('Please login to like this product')).toBeVisible();
    expect(await keptServerHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an artwork page arrives with More by its artist, asks for nothing, and shows those pictures after its own', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const other = await createArtwork(request, artist, { title: uniqueName('Other ') });
    const artwork = await createArtwork(request, artist, { title: uniqueName('Shown ') });
    const html = await (await request.get(`/products/${artwork.id}`)).text();
    expect(html).toContain(`More by ${artist.username}`);
    expect(html).toContain(other.title);

    const errors = await watch(page);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    await page.goto(`/products/${artwork.id}`);
    const moreBy = page.getByRole('region', { name: `More by ${artist.username}` });
    const card = moreBy.getByRole('link', { name: other.title }).first();
    await card.scrollIntoViewIfNeeded();
    // The card's picture comes once the artwork's own is in (it was held out of the server's HTML).
    await expect
      .poll(() =>
        moreBy
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    // Every part came with the page: nothing is read again (the view count is the one call it makes).
    expect(asked.filter((call) => !call.endsWith('/view'))).toEqual([]);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a signed-in person's artwork page becomes theirs: their navigation and whom they follow", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Mine ') });
    await api(request, me, 'post', `/api/auth/${artist.id}/follow`);
    const errors = await watch(page);
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    // The server drew 'Follow' (it draws for a visitor); the page asks again with the person's token.
    await expect(main.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(page.locator(`a[href="/me/profile/${me.username}"]`).first()).toBeAttached();
    expect(await keptServerHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('taps made before the app has run take effect once it does: Like, Save and the Reviews tab', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Early ') });
    await signIn(page, me);
    const main = page.getByRole('main');
    await loadWithAppHeld(page, `/products/${artwork.id}`, async () => {
      await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
      await main.getByRole('button', { name: /Like/ }).click();
      await main.getByRole('button', { name: 'Save' }).click();
      await main.getByRole('tab', { name: 'Reviews' }).click();
    });
    await expect(main.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: 'Saved' })).toBeVisible();
    // Done on the server too, once each. The buttons show a tap before its call has answered (optimistic), so the
    // server is asked until both calls have landed.
    await expect
      .poll(async () => {
        const detail = await (await api(request, me, 'get', `/api/artworks/${artwork.id}`)).json();
        return { liked: detail.has_liked, likes: detail.how_many_like.like_count, saved: detail.isWishList };
      })
      .toEqual({ liked: true, likes: 1, saved: true });
  });

  test('Make an offer, tapped before the app has run, opens its dialog once it has', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Early offer '), price: 9000 });
    await signIn(page, me);
    const main = page.getByRole('main');
    await loadWithAppHeld(page, `/products/${artwork.id}`, async () => {
      await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
      await main.getByRole('button', { name: 'Make an offer' }).click();
    });
    await expect(page.getByRole('dialog', { name: 'Make an offer' })).toBeVisible();
  });

  test("a sale's Mark shipped, tapped before the app has run, opens its dialog once it has", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const buyer = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Early sale '), price: 3100 });
    await placeOrder(request, buyer, artwork.id);
    await signIn(page, artist);
    // The app has run once since the token was stored: it keeps the session cookie, and Sales is drawn for them.
    await setSessionCookie(page, artist);
    await loadWithAppHeld(page, '/me/sales', async () => {
      const sale = page.getByRole('listitem').filter({ hasText: artwork.title });
      await sale.getByRole('button', { name: 'Mark shipped' }).click();
    });
    await expect(page.getByRole('dialog', { name: 'Mark shipped' })).toBeVisible();
  });

  test("the artist's Manage, tapped once the page is live, opens its menu even before the menu's code came", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Managed ') });
    await signIn(page, artist);
    await setSessionCookie(page, artist);
    // A slow network for the code the button needs (it was a chunk of its own: the page hydrated around it, and a
    // tap on it then landed on the server's markup and was lost). The menu's panel loads on the tap, as it should.
    await page.route(/\/assets\/owner-menu-[\w-]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(`/products/${artwork.id}`);
    await page.getByRole('button', { name: SCREEN.manage.menu }).click();
    await expect(page.getByRole('menuitem', { name: SCREEN.manage.unlist })).toBeVisible();
  });

  test("the phone's account menu, tapped before the app has run, opens once it has", async ({ page, isMobile }) => {
    // Phone only, on purpose: the server draws the phone's top bar, where the account menu is; on a desktop it draws a
    // placeholder for the sidebar, and the app draws the sidebar itself, so there is no drawn button to tap early.
    test.skip(!isMobile, "The account menu is the phone's top bar's; a desktop's sidebar is drawn by the app.");
    await loadWithAppHeld(page, '/products', async () => {
      await page.getByRole('button', { name: 'Profile' }).click();
    });
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
  });

  test("the listing's Filters, tapped before the app has run, opens once it has", async ({ page }) => {
    await loadWithAppHeld(page, '/products', async () => {
      await page.getByRole('button', { name: 'Filters' }).click();
    });
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  });

  test("the listing arrives with its cards, and a card opens the artwork's page", async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Listed ') });
    const html = await (await request.get('/products')).text();
    expect(html).toContain(artwork.title);

    const errors = await watch(page);
    await page.goto('/products');
    await page.getByRole('main').getByRole('link', { name: artwork.title }).first().click();
    await expect(page).toHaveURL(`/products/${artwork.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a public profile arrives drawn with the person and their artworks, and hydrates without a redraw', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Profiled ') });
    const html = await (await request.get(`/profile/${artist.username}`)).text();
    expect(html).toContain(artist.name);
    expect(html).toContain(artwork.title);
    expect(html).toContain('id="kala-page-state"');

    const errors = await watch(page);
    await page.goto(`/profile/${artist.username}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
    await expect(main.getByRole('link', { name: artwork.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await keptServerHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a profile's Follow, tapped before the app has run, follows once it has", async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    await createArtwork(request, artist, { title: uniqueName('Followed ') });
    await signIn(page, me);
    const main = page.getByRole('main');
    await loadWithAppHeld(page, `/profile/${artist.id}`, async () => {
      await expect(main.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
      await main.getByRole('button', { name: 'Follow' }).click();
    });
    await expect(main.getByRole('button', { name: 'Following' })).toBeVisible();
    const profile = await (await api(request, me, 'get', `/api/user/${artist.id}`)).json();
    expect(profile.isFollowing).toBe(true);
    expect(profile.followers).toBe(1);
  });

  test('the home page arrives drawn for a visitor with the newest works', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Newest ') });
    const html = await (await request.get('/')).text();
    expect(html).toContain(artwork.title);
    expect(html).toContain('id="kala-page-state"');

    const errors = await watch(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(await keptServerHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a signed-in person's home arrives drawn by the server with their own feed, then is live, asking nothing again", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const followed = await createArtwork(request, artist, { title: uniqueName('Followed ') });
    const me = await registerUser(request);
    await api(request, me, 'post', `/api/auth/${artist.id}/follow`);
    // Posted last, by someone I do not follow: first among a visitor's newest works.
    const newest = await createArtwork(request, await registerUser(request), { title: uniqueName('Newest ') });
    await signIn(page, me);
    await setSessionCookie(page, me);

    const errors = await watch(page);
    const html: string[] = [];
    const asked: string[] = [];
    page.on('response', async (answer) => {
      if (answer.request().resourceType() === 'document') html.push(await answer.text());
    });
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    // With the app's code held back, the page is already theirs: their feed, their navigation.
    const main = page.getByRole('main');
    await loadWithAppHeld(page, '/', async () => {
      await expect(main.getByRole('heading', { level: 1, name: 'For you' })).toBeVisible();
      // Their feed: the artist they follow first, before a visitor's newest work.
      await expect(main.getByRole('listitem').first()).toContainText(followed.title);
      expect(html[0]).toContain('kala-page-state');
      const newestAt = html[0]?.indexOf(newest.title) ?? -1;
      expect(newestAt === -1 || (html[0]?.indexOf(followed.title) ?? -1) < newestAt).toBe(true);
      expect(html[0]).not.toContain(me.token);
    });
    expect(await keptServerHeading(page)).toBe(true);
    // Neither their feed nor a visitor's was asked for by the browser: the page came with it.
    expect(asked).not.toContain('/api/auth/homefeed');
    expect(asked).not.toContain('/api/artworks');
    expect(errors).toEqual([]);

    // Logged out, the same browser gets the visitor's page again, and the cookie is gone.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/auth/wishlist');
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain(SESSION_COOKIE);
    const visitor = await (await page.request.get('/')).text();
    expect(visitor).toContain('Latest artworks');
  });

  test('a page drawn for someone else than the tab signed in is drawn anew for the tab, and is live', async ({
    page,
    request,
  }) => {
    // The cookie still names the person signed in before (another tab signed in as someone else since): the
    // server draws their orders, the browser draws the tab's own person's instead (lib/hydrate-page.tsx).
    const before = await registerUser(request);
    const now = await registerUser(request);
    const errors = await watch(page);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    await page.context().addCookies([{ name: SESSION_COOKIE, value: before.token, url: origin }]);
    await page.addInitScript((token) => localStorage.setItem('token', token), now.token);
    const html: string[] = [];
    page.on('response', async (answer) => {
      if (answer.request().resourceType() === 'document') html.push(await answer.text());
    });
    // page.goto waits until the page is live (fixtures.ts): marked so once the browser's drawing is on screen.
    await page.goto('/me/orders');
    expect(html[0]).toContain('kala-page-state');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain(now.token.slice(-12));
    expect(errors).toEqual([]);
  });

  test('a conversation arrives drawn for the person in it, standing on its newest message, then is live', async ({
    page,
    request,
    baseURL,
  }) => {
    const artist = await registerUser(request, { name: 'Meera Nair' });
    const me = await registerUser(request);
    const said = Array.from({ length: 30 }, (_, index) => `Brushstroke note ${index + 1}`);
    await sendOverSocket(baseURL!, artist, me.id, said);
    await signIn(page, me);
    await setSessionCookie(page, me);

    const errors = await watch(page);
    const log = page.getByRole('log');
    await loadWithAppHeld(page, `/chat/${artist.id}`, async () => {
      // Before the app's code has run: the person, and the newest message in view (the oldest scrolled above it).
      await expect(page.getByText('Meera Nair', { exact: true })).toBeVisible();
      await expect(log.getByText(said.at(-1)!, { exact: true })).toBeInViewport();
      await expect(log.getByText(said[0]!, { exact: true })).not.toBeInViewport();
    });
    await expect(log.getByText(said.at(-1)!, { exact: true })).toBeInViewport();
    // Live: what is typed goes out.
    await page.getByPlaceholder('Type a message...').fill('Is the frame included?');
    await page.getByPlaceholder('Type a message...').press('Enter');
    await expect(log.locator('li[data-own]').getByText('Is the frame included?')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("a session cookie whose token does not check out gets a visitor's page", async ({ request }) => {
    const me = await registerUser(request);
    const forged = `${me.token.slice(0, -4)}AAAA`;
    const html = await (await request.get('/', { headers: { cookie: `${SESSION_COOKIE}=${forged}` } })).text();
    expect(html).toContain('kala-page-state');
    expect(html).toContain('Latest artworks');
    const theirs = await (await request.get('/', { headers: { cookie: `${SESSION_COOKIE}=${me.token}` } })).text();
    expect(theirs).toContain('For you');
  });
});
