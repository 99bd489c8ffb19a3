import type { Page } from '@playwright/test';
import { createArtwork } from './artwork-helpers';
import { buyOnlineInBrowser, uniquePrice } from './checkout-helpers';
import { download, expect, openAs, PAGE_LOAD, registerUser, test } from './fixtures';

// Certificates of authenticity (issue 37 item 8, docs/certificates.md): a buyer pays online for an original (through
// the suite's Razorpay stand-in), downloads its certificate from the order, and its public page says it is genuine;
// the artist downloads it from the sale.

async function downloadCertificate(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const card = page.getByRole('region', { name: 'Certificate of authenticity' });
  await expect(card).toBeVisible(PAGE_LOAD);
  return download(page, card.getByRole('button', { name: 'Download certificate (PDF)' }));
}

test('the buyer of an original downloads its certificate and /verify says it is genuine', async ({
  page,
  request,
  browser,
  device,
}) => {
  // A payment through Checkout, two PDFs, two people in two browsers: more than the default minute on a busy machine.
  test.slow();
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, {
    price: uniquePrice(),
    facts: { edition: 'original', medium: 'oil', height: '60', width: '90', sizeUnit: 'cm', year: '2024' },
  });
  const order = await buyOnlineInBrowser(page, request, buyer, artwork.id);

  await page.goto(`/orders/${order.id}`);
  const { name, bytes } = await downloadCertificate(page);
  expect(name).toMatch(/^KALA-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const number = name.replace(/\.pdf$/, '');
  await expect(page.getByTestId('certificate-number')).toHaveText(number);

  // The buyer's name is off by default; the public page names nobody.
  await expect(page.getByRole('switch', { name: 'Show my name on the certificate' })).not.toBeChecked();

  await page.getByRole('link', { name: 'See its public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
  await expect(page.getByRole('heading', { name: 'Genuine: this certificate was issued by Kala' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByText(artwork.title, { exact: true })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();

  // The artist downloads the same certificate from the sale.
  const artistPage = await openAs(browser, device, artist);
  await artistPage.goto(`/orders/${order.id}`);
  expect((await downloadCertificate(artistPage)).name).toBe(name);
  await expect(artistPage.getByRole('switch', { name: 'Show my name on the certificate' })).toHaveCount(0);
  await artistPage.context().close();

  // A number Kala never issued.
  await page.goto('/verify/KALA-2026-0000-0000');
  await expect(page.getByRole('heading', { name: 'Not a Kala certificate' })).toBeVisible(PAGE_LOAD);
});
