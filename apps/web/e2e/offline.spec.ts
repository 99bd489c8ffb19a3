import { SCREEN } from '@kala/contract';
import type { Page } from '@playwright/test';
import { api, createArtwork } from './artwork-helpers';
import { placeOrder } from './checkout-helpers';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Offline copies (issue 35 item 12, issue 39; decision 0030): with the network cut after a visit, a reload of home,
// an artwork, a conversation and an order shows what the person last saw there, under "You are offline".

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: SCREEN.app.offlineHint });

test('what was seen opens again without a network, marked as offline', async ({ page, request }) => {
  test.slow();
  const artist = await registerUser(request, { name: 'Meera Nair' });
  const buyer = await registerUser(request, { name: 'Ravi Kumar' });
  // The buyer orders one work and follows its artist: home recommends the artist's other work ("Because you follow
  // …"; never what they bought), the order's page shows the one they bought.
  const artwork = await createArtwork(request, artist, { title: 'Backwaters at Dawn', price: 3200 });
  const bought = await createArtwork(request, artist, { title: 'Houseboat at Noon', price: 2800 });
  await api(request, buyer, 'post', `/api/auth/${artist.id}/follow`);
  const [order] = await placeOrder(request, buyer, bought.id);
  await signIn(page, buyer);

  // A first visit installs the service worker; it then keeps what each page shows.
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible(PAGE_LOAD);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, PAGE_LOAD);

  const visits: Array<{ path: string; content: (page: Page) => ReturnType<Page['getByText']> }> = [
    { path: '/', content: (p) => p.getByRole('main').getByText(artwork.title).first() },
    { path: `/products/${artwork.id}`, content: (p) => p.getByRole('heading', { level: 1, name: artwork.title }) },
    { path: `/chat/${artist.id}`, content: (p) => p.getByRole('log').getByText('Is the frame included?') },
    { path: `/orders/${order.id}`, content: (p) => p.getByRole('main').getByText(bought.title).first() },
  ];
  for (const { path, content } of visits) {
    await page.goto(path);
    if (path.startsWith('/chat/')) {
      await expect(page.getByText('Say hello to Meera Nair')).toBeVisible(PAGE_LOAD);
      // A live message: the conversation asks for its history again a few seconds after, and that answer, with the
      // message, is the copy. An answer without it (the socket's first "ready" asks too) is not yet the copy.
      const refreshed = page.waitForResponse(
        async (response) =>
          response.url().includes('/api/auth/chat/history/') &&
          (await response.text()).includes('Is the frame included?'),
        PAGE_LOAD,
      );
      await page.getByPlaceholder('Type a message...').fill('Is the frame included?');
      await page.getByPlaceholder('Type a message...').press('Enter');
      await refreshed;
    }
    await expect(content(page)).toBeVisible(PAGE_LOAD);
    await expect(offlineBanner(page)).toHaveCount(0);
  }

  await page.context().setOffline(true);
  for (const { path, content } of visits) {
    await page.goto(path);
    await expect(content(page), `${path} opens offline`).toBeVisible(PAGE_LOAD);
    await expect(offlineBanner(page), `${path} says it is offline`).toBeVisible();
  }

  // Back online, fresh answers take the banner away.
  await page.context().setOffline(false);
  await page.goto('/');
  await expect(page.getByRole('main').getByText(artwork.title).first()).toBeVisible(PAGE_LOAD);
  await expect(offlineBanner(page)).toHaveCount(0);
});

test('signing out forgets the copies: the next person on the device cannot read them offline', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Private Commission', price: 5000 });
  const [order] = await placeOrder(request, buyer, artwork.id);
  await signIn(page, buyer);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, PAGE_LOAD);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('main').getByText(artwork.title).first()).toBeVisible(PAGE_LOAD);
  expect(
    await page.evaluate(async () =>
      (await (await caches.open('kala-api')).keys()).some((request) => request.url.includes('/api/auth/orders/')),
    ),
  ).toBe(true);

  if (isMobile) {
    await page.getByRole('button', { name: SCREEN.nav.profile, exact: true }).click();
    await page.getByRole('menuitem', { name: SCREEN.nav.logOut }).click();
  } else {
    await page.getByRole('button', { name: SCREEN.nav.logOut }).click();
  }
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  // The buyer's own answers are gone from the device (a visitor's home may already have put public ones back).
  const personal = () =>
    page.evaluate(async () =>
      (await (await caches.open('kala-api')).keys()).filter((request) => request.url.includes('/api/auth/')),
    );
  await expect.poll(async () => (await personal()).length).toBe(0);
  // Offline now, the order's page has no copy to show.
  await page.context().setOffline(true);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('main').getByText(artwork.title)).toHaveCount(0);
});

test('a like and a message made offline wait on the device, say so, and go out when the network is back', async ({
  page,
  request,
}) => {
  test.slow();
  const artist = await registerUser(request, { name: 'Meera Nair' });
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Lotus Pond', price: 2800 });
  await signIn(page, buyer);
  // A first visit installs the service worker; it keeps the pages seen after it.
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, PAGE_LOAD);
  await page.goto(`/chat/${artist.id}`);
  await expect(page.getByText('Say hello to Meera Nair')).toBeVisible(PAGE_LOAD);
  await page.goto(`/products/${artwork.id}`);
  const like = page.getByRole('main').getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false', PAGE_LOAD);

  await page.context().setOffline(true);
  await like.click();
  await expect(page.getByText(SCREEN.app.actionQueued)).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // A message written offline, in the conversation opened before (its page, from the device's copy).
  await page.goBack();
  await page.waitForFunction(
    () => !document.getElementById('kala-page-state') || document.documentElement.dataset.hydrated === 'true',
  );
  const composer = page.getByPlaceholder('Type a message...');
  await expect(composer).toBeVisible(PAGE_LOAD);
  await composer.fill('Is the frame included?');
  await composer.press('Enter');
  const bubble = page.getByRole('log').locator('li[data-own]').filter({ hasText: 'Is the frame included?' });
  await expect(bubble).toHaveAttribute('data-status', 'queued');
  await expect(bubble.getByText(SCREEN.chat.queuedStatus, { exact: true }).last()).toBeVisible();
  // The like waits on the device. (Not checked on the server: Chromium's emulated offline can let a request from a
  // page a service worker controls reach the server while the page sees a network failure, microsoft/playwright#2311;
  // a real cut cannot.)
  const keptOnDevice = () => page.evaluate(() => localStorage.getItem('kala-queued-actions'));
  expect(JSON.parse((await keptOnDevice()) ?? 'null')).toMatchObject({
    actions: [{ kind: 'like', artworkId: artwork.id, on: true }],
  });

  await page.context().setOffline(false);
  await expect(bubble).toHaveAttribute('data-status', 'sent', { timeout: 45_000 });
  await expect
    .poll(async () => (await (await api(request, buyer, 'get', `/api/artworks/${artwork.id}`)).json()).has_liked)
    .toBe(true);
  await expect.poll(keptOnDevice).toBeNull();
  const history = await (await api(request, artist, 'get', `/api/auth/chat/history/${buyer.id}`)).json();
  expect(history.map((message: { content: string }) => message.content)).toEqual(['Is the frame included?']);
});
