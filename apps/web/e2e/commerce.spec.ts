import type { Locator, Page } from '@playwright/test';
import { api, createArtwork } from './artwork-helpers';
import { fillShippingAddress, placeOrder } from './checkout-helpers';
import { expect, PAGE_LOAD, registerUser, SHIPPING, signIn, test } from './fixtures';

// Buying end to end (docs/product.md#cart; docs/product.md#beyond-the-original-client: real cart, checkout, My orders,
// Sales): an artist's artworks go into a buyer's cart, quantities change, a line is removed, the cart is checked out,
// the buyer sees the orders, the artist sees the sales and marks one paid, and the last piece shows Sold Out.

/** The cart row of an artwork: the list item holding its title link. */
const cartRow = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

test('an empty cart says so and leads back to the artworks', async ({ page, request }) => {
  const buyer = await registerUser(request);
  await signIn(page, buyer);
  await page.goto('/auth/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText("Looks like you haven't added any items to your cart yet.")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('cart to checkout: quantities, remove, place the order, My orders, Sales, Sold Out', async ({
  page,
  browser,
  request,
}) => {
  // A whole purchase by two people: several full page loads.
  test.slow();
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const madhubani = await createArtwork(request, artist, { title: 'Madhubani Fish Pair', price: 1200, quantity: 3 });
  const lastPiece = await createArtwork(request, artist, { title: 'Kalamkari Tree', price: 2500, quantity: 1 });
  const removed = await createArtwork(request, artist, { title: 'Warli Harvest', price: 999.5, quantity: 2 });
  for (const artwork of [madhubani, lastPiece, removed]) {
    await api(request, buyer, 'post', '/api/auth/cart', { artworkId: artwork.id });
  }

  await signIn(page, buyer);
  await page.goto('/auth/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Review and manage your items')).toBeVisible();
  await expect(cartRow(page, madhubani.title).getByText(`by ${artist.username}`)).toBeVisible();
  await expect(cartRow(page, madhubani.title).getByRole('link', { name: madhubani.title })).toHaveAttribute(
    'href',
    `/products/${madhubani.id}`,
  );

  // Quantities: decrease stops at 1, increase at the stock.
  const fish = cartRow(page, madhubani.title);
  await expect(fish.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await fish.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(fish.getByRole('group', { name: 'Quantity' })).toContainText('2');
  await expect(fish.getByText('₹2,400')).toBeVisible();
  const tree = cartRow(page, lastPiece.title);
  await expect(tree.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  // Remove one line.
  await page.getByRole('button', { name: `Remove ${removed.title} from cart` }).click();
  await expect(page.getByRole('link', { name: removed.title })).toHaveCount(0);

  // Order Summary from the real prices: 1,200 × 2 + 2,500.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // The artists set no shipping (decision 0027's default): the summary's line and each artist's parcel say Free.
  await expect(summary.getByText('Free').first()).toBeVisible();
  await expect(summary.getByText('₹4,900')).toHaveCount(2);

  // The server kept the change.
  await page.reload();
  await expect(cartRow(page, madhubani.title).getByRole('group', { name: 'Quantity' })).toContainText('2', PAGE_LOAD);
  await expect(page.getByRole('link', { name: removed.title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Pay on delivery', { exact: true })).toBeVisible();
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();

  // My orders.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/me\/orders$/);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const fishOrder = page.getByRole('listitem').filter({ hasText: madhubani.title });
  await expect(fishOrder.getByText('Qty 2')).toBeVisible();
  await expect(fishOrder.getByText('₹2,400', { exact: true })).toBeVisible();
  await expect(fishOrder.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: lastPiece.title }).getByText('₹2,500', { exact: true }),
  ).toBeVisible();

  // The last piece is sold out now (the detail page's purchase button), and the cart is empty.
  await page.getByRole('link', { name: lastPiece.title }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${lastPiece.id}$`));
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled(PAGE_LOAD);
  await page.goto('/auth/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible(PAGE_LOAD);

  // The artist's Sales: both, with the address to ship to; marking one paid turns it green.
  const artistContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const artistPage = await artistContext.newPage();
  await signIn(artistPage, artist);
  await artistPage.goto('/me/sales');
  await expect(artistPage.getByRole('heading', { name: 'Sales' })).toBeVisible(PAGE_LOAD);
  const sale = artistPage.getByRole('listitem').filter({ hasText: lastPiece.title });
  await expect(sale.getByText(SHIPPING.name)).toBeVisible();
  await expect(sale.getByText(`${SHIPPING.address}, ${SHIPPING.city} ${SHIPPING.pincode}`)).toBeVisible();
  await expect(sale.getByText(`Bought by @${buyer.username}`)).toBeVisible();
  await expect(artistPage.getByRole('listitem').filter({ hasText: madhubani.title })).toBeVisible();
  await sale.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(sale.getByText('Paid', { exact: true })).toBeVisible();
  await expect(sale.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await artistContext.close();

  // The buyer sees it paid too.
  await page.goto('/me/orders');
  await expect(
    page.getByRole('listitem').filter({ hasText: lastPiece.title }).getByText('Paid', { exact: true }),
  ).toBeVisible(PAGE_LOAD);
});

test('checkout refused because an artwork sold meanwhile: the message names it, back to the cart', async ({
  page,
  request,
}) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const rival = await registerUser(request);
  const piece = await createArtwork(request, artist, { title: 'Pattachitra Elephant', price: 3100, quantity: 1 });
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId: piece.id });

  await signIn(page, buyer);
  await page.goto('/auth/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillShippingAddress(page);
  // Someone else takes the last piece while the buyer fills in the address.
  await placeOrder(request, rival, piece.id);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(
    page.getByText(`"${piece.title}" is sold out. Remove it from your cart to check out`).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/cart$/);
  await expect(cartRow(page, piece.title).getByText('Sold Out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
});

test('My orders and Sales start empty, and the account navigation leads to them', async ({ page, request }) => {
  const user = await registerUser(request);
  await signIn(page, user);
  await page.goto('/products');
  await expect(page.getByRole('main')).toBeVisible(PAGE_LOAD);
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My orders' }).click();
  } else {
    await page.getByRole('link', { name: 'My orders' }).click();
  }
  // The address changes once the screen's code has come: a page load on a busy machine.
  await expect(page).toHaveURL(/\/me\/orders$/, PAGE_LOAD);
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('navigation', { name: 'Orders and sales' }).getByRole('link', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/me\/sales$/);
  await expect(page.getByText('No sales yet')).toBeVisible();
});
