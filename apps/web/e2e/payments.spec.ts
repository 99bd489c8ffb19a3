import { razorpayStandIn } from '../../../playwright.config';
import { api, createArtwork } from './artwork-helpers';
import { checkOutOnline, orderOf, uniquePrice } from './checkout-helpers';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Paying online (issue 16): the suite's server is configured for Razorpay against a local stand-in of its API and
// Checkout script (apps/server/test/razorpay-stand-in.ts, started by playwright.config.ts). The browser loads the
// stand-in's checkout.js exactly as it would load Razorpay's, pays, and Kala verifies the signed answer.

test('an online order goes through Razorpay Checkout and ends paid', async ({ page, request }) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { price: uniquePrice() });
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId: artwork.id });

  await signIn(page, buyer);
  await checkOutOnline(page);
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(page.getByText('Your payment went through.', { exact: false })).toBeVisible();

  const order = await orderOf(request, buyer, artwork.id);
  expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'online', status: 'placed' });

  // My orders shows it paid.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/me\/orders$/);
  const line = page.getByRole('listitem').filter({ hasText: artwork.title });
  await expect(line.getByText('Paid', { exact: true })).toBeVisible(PAGE_LOAD);
});

test('a failed online payment can be tried again, and then the order is paid', async ({ page, request }) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const price = uniquePrice();
  const artwork = await createArtwork(request, artist, { price });
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId: artwork.id });
  // The stand-in fails the first payment of the gateway order for this amount (in paise).
  const failOnce = await request.post(`${razorpayStandIn}/test/fail-once`, {
    data: { amount: Math.round(price * 100) },
  });
  expect(failOnce.ok()).toBe(true);

  await signIn(page, buyer);
  await checkOutOnline(page);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through.' })).toBeVisible();
  // Held meanwhile: the order stands, unpaid, and the one piece is nobody else's.
  expect(await orderOf(request, buyer, artwork.id)).toMatchObject({
    paymentStatus: 'pending',
  });

  await page.getByRole('button', { name: 'Try the payment again' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  expect(await orderOf(request, buyer, artwork.id)).toMatchObject({
    paymentStatus: 'paid',
  });
});
