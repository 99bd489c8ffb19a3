import { razorpayStandIn } from '../../../playwright.config';
import { api, createArtwork } from './artwork-helpers';
import { activatePayouts, buyOnline } from './checkout-helpers';
import { download, expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Money reaches the artist (issue 37), the whole journey: an artist with payout details (their Route account made
// active by Razorpay's signed webhook) sells an original; a buyer pays online; the artist ships and the buyer confirms
// delivery; with no return window the every-minute sweep releases the transfer; the artist sees it released on
// Earnings; Razorpay settles their account to their bank (signed settlement.processed) and Earnings says paid out;
// they download the month's statement, the sale's invoice and the certificate, whose page says genuine.

// A checkout, a sweep that runs once a minute and four downloads: more than the default minute.
test.describe.configure({ timeout: 240_000 });

test('an artist is paid for an online sale: released, then paid out on Earnings, with statement, invoice and certificate', async ({
  page,
  request,
  baseURL,
}) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  await activatePayouts(request, artist, baseURL);
  // Free shipping and no returns: the transfer is released at the first sweep after delivery.
  const shipping = await request.put('/api/auth/shipping-profile', {
    headers: { authorization: `Bearer ${artist.token}` },
    data: { free: true, processingDays: 2, returnsDays: 0 },
  });
  expect(shipping.ok(), await shipping.text()).toBe(true);
  const artwork = await createArtwork(request, artist, {
    price: 3000,
    facts: { edition: 'original', medium: 'oil', height: '60', width: '90', sizeUnit: 'cm', year: '2024' },
  });

  // The buyer pays online through the stand-in's Checkout.
  const checkout = await buyOnline(request, buyer, artwork.id);
  const orderId = checkout.orders[0].id as string;

  // Shipped, then delivered by the buyer's word.
  await api(request, artist, 'patch', `/api/auth/sales/${orderId}`, {
    status: 'shipped',
    courier: 'India Post',
    trackingNumber: 'EE123456789IN',
  });
  await api(request, buyer, 'post', `/api/auth/orders/${orderId}/delivered`);

  // Kala's 10% fee on ₹3,000 leaves the artist ₹2,700; the sweep releases it within a minute or so.
  await signIn(page, artist);
  await expect
    .poll(async () => (await (await api(request, artist, 'get', '/api/auth/earnings')).json()).payouts.released, {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(2700);
  await page.goto('/me/earnings');
  await expect(page.getByTestId('payouts-released')).toHaveText('₹2,700', PAGE_LOAD);
  await expect(page.getByTestId('payouts-on-hold')).toHaveText('₹0');
  await expect(page.locator('[data-kind="hold_release"]')).toContainText('₹2,700');

  // Razorpay settles the artist's linked account to their bank: the signed settlement.processed reaches Kala.
  const settled = await request.post(`${razorpayStandIn}/test/settle`, {
    data: { email: artist.email, url: `${baseURL}/api/webhooks/razorpay` },
  });
  expect(await settled.json()).toEqual({ status: 200 });
  await page.reload();
  await expect(page.getByTestId('payouts-paid-out')).toHaveText('₹2,700', PAGE_LOAD);
  await expect(page.getByTestId('payouts-released')).toHaveText('₹0');
  await expect(page.getByRole('region', { name: 'Payouts' })).toContainText('Paid out');
  const payout = page.locator('[data-kind="payout"]');
  await expect(payout).toContainText('Paid out to your bank');
  await expect(payout).toContainText('₹2,700');
  await expect(payout).toContainText(/UTR \w+ \(settlement setl_\w+\)/);

  const statement = await download(page, page.getByRole('button', { name: 'Statement (PDF)' }));
  expect(statement.name).toMatch(/^kala-statement-\d{4}-\d{2}\.pdf$/);
  expect(statement.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The sale: its invoice and its certificate.
  await page.goto(`/orders/${orderId}`);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toBeVisible(PAGE_LOAD);
  const invoice = await download(
    page,
    invoices.getByRole('button', { name: /^Download (Bill of supply|Tax invoice)/ }),
  );
  expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const card = page.getByRole('region', { name: 'Certificate of authenticity' });
  const certificate = await download(page, card.getByRole('button', { name: 'Download certificate (PDF)' }));
  expect(certificate.name).toMatch(/^KALA-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);

  await card.getByRole('link', { name: 'See its public page' }).click();
  await expect(page.getByRole('heading', { name: 'Genuine: this certificate was issued by Kala' })).toBeVisible(
    PAGE_LOAD,
  );
});
