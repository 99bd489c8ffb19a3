import { api, createArtwork } from './artwork-helpers';
import { placeOrder } from './checkout-helpers';
import { download, expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// The artist's earnings (issue 37 item 6): a pay-on-delivery sale the artist marked collected shows on
// /me/earnings as its sale and Kala's fee owed on the cash, one kind can be picked, and the month's statement
// downloads as CSV with the same figures.

test("an artist reads a sale's entries on Earnings and downloads the month's statement", async ({ page, request }) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const price = 1000 + Math.floor(Math.random() * 9000);
  const artwork = await createArtwork(request, artist, { price });
  const [order] = await placeOrder(request, buyer, artwork.id);
  await api(request, artist, 'patch', `/api/auth/sales/${order.id}`, { paymentStatus: 'paid' });
  const fee = order.payout.fee as number;
  const earned = order.payout.artistReceives as number;

  await signIn(page, artist);
  await page.goto('/me/earnings');
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible(PAGE_LOAD);
  // As Kala writes money: whole rupees bare, paise only when there are some (₹2,769.30).
  const rupees = (value: number) =>
    `₹${value.toLocaleString('en-IN', Number.isInteger(value) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('earned-this-month')).toHaveText(rupees(earned));
  const entries = page.getByRole('list').filter({ has: page.locator('[data-kind]') });
  await expect(entries.locator('[data-kind="sale"]')).toContainText(`+${rupees(price)}`);
  await expect(entries.locator('[data-kind="fee_owed_on_cash"]')).toContainText(`−${rupees(fee)}`);

  // One kind: only the sale is listed, and the address says so.
  await page.getByLabel('Show').selectOption('sale');
  await expect(page).toHaveURL(/kind=sale/);
  await expect(entries.locator('[data-kind="fee_owed_on_cash"]')).toHaveCount(0);
  await expect(entries.locator('[data-kind="sale"]')).toHaveCount(1);

  // The statement as CSV: the same entries and the same total.
  const statement = await download(page, page.getByRole('button', { name: 'Statement (CSV)' }));
  expect(statement.name).toMatch(/^kala-statement-\d{4}-\d{2}\.csv$/);
  const csv = statement.bytes.toString('utf8');
  expect(csv).toContain(`${order.id},${artwork.title},Sale,${price.toFixed(2)},`);
  expect(csv).toContain(`Earned this month,${earned.toFixed(2)},`);

  // Back in the entry, its sale opens.
  await entries.locator('[data-kind="sale"]').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
});
