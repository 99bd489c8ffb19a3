import type { Page } from '@playwright/test';
import { createArtwork } from './artwork-helpers';
import { buyOnlineInBrowser, uniquePrice } from './checkout-helpers';
import { download, expect, openAs, PAGE_LOAD, registerUser, test } from './fixtures';

// Invoices (issue 37 item 7, docs/taxes.md): a buyer pays online (through the suite's Razorpay stand-in) and
// downloads the artist's invoice from the order; the artist downloads the same invoice and Kala's fee invoice from
// the sale.

async function downloadInvoice(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const card = page.getByRole('region', { name: 'Invoices' });
  await expect(card).toBeVisible(PAGE_LOAD);
  return download(page, card.getByRole('button', { name: button }));
}

test('the buyer downloads the invoice from the order, the artist it and Kala’s fee invoice from the sale', async ({
  page,
  request,
  browser,
  device,
}) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, {
    price: uniquePrice(),
    facts: { edition: 'original', medium: 'watercolour' },
  });
  const order = await buyOnlineInBrowser(page, request, buyer, artwork.id);

  // The artist gave no GSTIN: their invoice is a bill of supply. The buyer sees it alone, not Kala's fee invoice.
  await page.goto(`/orders/${order.id}`);
  const sale = await downloadInvoice(page, 'Download Bill of supply (PDF)');
  expect(sale.name).toMatch(/^KS-\d{4}-\d{6}\.pdf$/);
  expect(sale.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const number = sale.name.replace(/\.pdf$/, '').replaceAll('-', '/');
  await expect(page.getByTestId('invoice-number')).toHaveText([number]);
  await expect(page.getByRole('button', { name: "Download Kala's fee invoice (PDF)" })).toHaveCount(0);

  // The artist, from the sale: the same invoice, and Kala's for its fee.
  const artistPage = await openAs(browser, device, artist);
  await artistPage.goto('/me/sales');
  const saleCard = artistPage.getByRole('listitem').filter({ hasText: artwork.title });
  await saleCard.getByRole('link', { name: 'View order' }).click();
  await expect(artistPage).toHaveURL(new RegExp(`/orders/${order.id}$`), PAGE_LOAD);
  expect((await downloadInvoice(artistPage, 'Download Bill of supply (PDF)')).name).toBe(sale.name);
  const fee = await downloadInvoice(artistPage, "Download Kala's fee invoice (PDF)");
  expect(fee.name).toMatch(/^KF-\d{4}-\d{6}\.pdf$/);
  expect(fee.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await artistPage.context().close();
});
