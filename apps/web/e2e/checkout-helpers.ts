import type { APIRequestContext, Page } from '@playwright/test';
import { razorpayStandIn } from '../../../playwright.config';
import { api } from './artwork-helpers';
import { expect, PAGE_LOAD, SHIPPING, signIn } from './fixtures';

// Buying and being paid, for the order, payment and payout specs: through the API where a purchase is only the
// set-up, through the checkout form where the form is what is tested.

/**
 * A price in rupees no other test uses: the stand-in can be told to fail the payment of this amount, and an order of
 * it is told apart from other tests'. Whole rupees: `2000 + 123.45` is 2123.4500000000003 in floating point, which
 * the upload rightly refuses as a price.
 */
export function uniquePrice(): number {
  return 2000 + Math.floor(Math.random() * 70_000);
}

/** The buyer's order of one artwork, as GET /api/auth/orders lists it (undefined while there is none). */
export async function orderOf(request: APIRequestContext, buyer: { token: string }, artworkId: string) {
  const orders = await (await api(request, buyer, 'get', '/api/auth/orders')).json();
  return orders.find((order: { artworkId: string }) => order.artworkId === artworkId);
}

/** The buyer puts one artwork in their cart and checks out to SHIPPING, paying on delivery: the orders placed. */
export async function placeOrder(request: APIRequestContext, buyer: { token: string }, artworkId: string) {
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId });
  return (await api(request, buyer, 'post', '/api/auth/checkout', { ...SHIPPING, paymentMethod: 'cod' })).json();
}

/**
 * The buyer buys one artwork online and pays at the suite's Razorpay stand-in, as its Checkout would, and Kala
 * verifies the payment: the checkout's answer (its `orders` and `payment`).
 */
export async function buyOnline(request: APIRequestContext, buyer: { token: string }, artworkId: string) {
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId });
  const checkout = await (
    await api(request, buyer, 'post', '/api/auth/checkout', { ...SHIPPING, paymentMethod: 'online' })
  ).json();
  const paid = await (
    await request.post(`${razorpayStandIn}/test/pay`, { data: { order_id: checkout.payment.orderId } })
  ).json();
  await api(request, buyer, 'post', '/api/auth/payments/verify', paid);
  return checkout;
}

/**
 * The artist's payout details, and Razorpay's signed word (the stand-in's webhook to `baseURL`) that their Route
 * account is active: from then on their online sales are transferred to them.
 */
export async function activatePayouts(
  request: APIRequestContext,
  artist: { token: string; email: string },
  baseURL: string | undefined,
): Promise<void> {
  await api(request, artist, 'put', '/api/auth/payout-account', {
    legalName: 'Meera Pillai',
    pan: 'ABCPE1234F',
    accountNumber: '123456789012',
    ifsc: 'HDFC0001234',
    phone: '9876543210',
    street: '4 Temple Street',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
  });
  const activated = await request.post(`${razorpayStandIn}/test/route-status`, {
    data: { email: artist.email, status: 'activated', url: `${baseURL}/api/webhooks/razorpay` },
  });
  expect(await activated.json()).toEqual({ status: 200 });
}

/** Types an address into the checkout's fields, as a buyer would: SHIPPING unless another is given. */
export async function fillShippingAddress(page: Page, address: typeof SHIPPING = SHIPPING): Promise<void> {
  await page.getByLabel('Full Name').fill(address.name);
  await page.getByLabel('Address').fill(address.address);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Pincode').fill(address.pincode);
  await page.getByLabel('Phone').fill(address.phone);
}

/** Checks the cart out in the browser, paying online: the stand-in's Checkout pays, or fails if told to. */
export async function checkOutOnline(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await fillShippingAddress(page);
  // Tapped by its title, as a person taps the card: under load on the phone project, Playwright's check() on the
  // 16-pixel radio itself was refused for 30 s ("label intercepts pointer events") while the card took taps.
  await page.getByText('Pay online (UPI, cards)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Pay online \(UPI, cards\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/**
 * The buyer puts one artwork in their cart, then in the browser checks it out paying online at the stand-in's
 * Checkout, and is told the order was placed: their order of it (as orderOf finds it).
 */
export async function buyOnlineInBrowser(
  page: Page,
  request: APIRequestContext,
  buyer: { token: string },
  artworkId: string,
) {
  await api(request, buyer, 'post', '/api/auth/cart', { artworkId });
  await signIn(page, buyer);
  await checkOutOnline(page);
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible(PAGE_LOAD);
  return orderOf(request, buyer, artworkId);
}
