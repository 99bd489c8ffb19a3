import type { APIRequestContext, Page } from '@playwright/test';
import { createArtwork } from './artwork-helpers';
import { fillShippingAddress, orderOf } from './checkout-helpers';
import { expect, PAGE_LOAD, registerUser, SHIPPING, signIn, test } from './fixtures';

// Shipping (issue 34 item 3, decision 0027): the artist (registered in Mumbai, 400001) charges by zone; a buyer in
// Bengaluru (560038, another state) sees the rest-of-India price and its delivery estimate on the artwork page,
// and pays it at checkout: once on delivery, once online through the Razorpay stand-in.

// Two pages, a checkout and a payment: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });
const RATES = { city: 60, state: 120, india: 240 };

async function artistWithShipping(request: APIRequestContext) {
  const artist = await registerUser(request);
  const res = await request.put('/api/auth/shipping-profile', {
    headers: { Authorization: `Bearer ${artist.token}` },
    data: { free: false, rates: RATES, processingDays: 2, returnsDays: 10 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return artist;
}

/** The buyer checks shipping on the artwork page and adds it to the cart there. */
async function seeShippingAndAdd(page: Page, artworkId: string) {
  await page.goto(`/products/${artworkId}`);
  const box = page.getByRole('region', { name: 'Shipping and returns' });
  await expect(box).toBeVisible(PAGE_LOAD);
  await expect(box.getByText('Returns within 10 days of delivery')).toBeVisible();
  await expect(box.getByText('Ships within 2 days')).toBeVisible();
  const pincode = box.getByLabel('Your pincode');
  await pincode.fill('12');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByRole('alert')).toHaveText('Enter a 6-digit Indian pincode');
  await pincode.fill('560038');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText('Shipping ₹240')).toBeVisible(PAGE_LOAD);
  await expect(box.getByText(/^Arrives /)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible(PAGE_LOAD);
}

async function fillAddress(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await fillShippingAddress(page, {
    ...SHIPPING,
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    pincode: '560038',
  });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('₹1,740')).toBeVisible(PAGE_LOAD);
  await expect(summary.getByText(/Shipping from /)).toBeVisible();
}

test('a buyer sees shipping for their pincode and pays it on delivery', async ({ page, request }) => {
  const artist = await artistWithShipping(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { price: 1500 });
  await signIn(page, buyer);
  await seeShippingAndAdd(page, artwork.id);

  await page.goto('/auth/cart');
  const cart = page.getByRole('region', { name: 'Order Summary' });
  await expect(cart.getByText('₹1,740')).toBeVisible(PAGE_LOAD);

  await fillAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible(PAGE_LOAD);
  expect(await orderOf(request, buyer, artwork.id)).toMatchObject({
    paymentMethod: 'cod',
    totalAmount: 1740,
    shippingAmount: 240,
  });
});

test('a buyer pays shipping online through Razorpay Checkout', async ({ page, request }) => {
  const artist = await artistWithShipping(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { price: 1500 });
  await signIn(page, buyer);
  await seeShippingAndAdd(page, artwork.id);

  await fillAddress(page);
  await page.getByText('Pay online (UPI, cards)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Pay online \(UPI, cards\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible(PAGE_LOAD);
  expect(await orderOf(request, buyer, artwork.id)).toMatchObject({
    paymentMethod: 'online',
    paymentStatus: 'paid',
    totalAmount: 1740,
    shippingAmount: 240,
  });
});
