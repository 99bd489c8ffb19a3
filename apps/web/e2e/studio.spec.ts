import { createArtwork } from './artwork-helpers';
import { placeOrder } from './checkout-helpers';
import { expect, registerUser, signIn, test } from './fixtures';

// The artist studio (issue 19): a buyer opens an artwork's page (the page reports the view) and buys it; the
// artist's studio then shows the view, the order, the revenue and the sale to ship.

test("an artist's studio shows a sale and the views", async ({ page, request }) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Studio Monsoon', price: 2500, quantity: 3 });

  // The buyer views the artwork's page in the browser, then buys it.
  await signIn(page, buyer);
  await page.goto(`/products/${artwork.id}`);
  await expect(page.getByRole('heading', { name: 'Studio Monsoon' })).toBeVisible({ timeout: 20_000 });
  await placeOrder(request, buyer, artwork.id);

  // The artist opens the studio. Views are written every few seconds: reload until the view is there.
  await page.evaluate((token) => localStorage.setItem('token', token), artist.token);
  await page.goto('/me/studio');
  const figures = page.getByRole('region', { name: 'vs previous period' });
  const figure = (label: string) => figures.locator('div.rounded-2xl').filter({ hasText: label });
  await expect(figure('Orders')).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await page.reload();
    await expect(figure('Views').locator('p.font-display')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(figure('Orders').locator('p.font-display')).toHaveText('1');
  await expect(figure('Revenue').locator('p.font-display')).toHaveText('₹2,500');

  const table = page.getByRole('region', { name: 'My artworks' });
  const row = table.getByRole('row').filter({ hasText: 'Studio Monsoon' });
  await expect(row).toContainText('100%'); // 1 order per 1 view
  await expect(row).toContainText('2'); // stock left

  const toShip = page.getByRole('region', { name: 'Sales to ship' });
  await expect(toShip).toContainText('1 order waiting to be shipped');
  await expect(toShip).toContainText('Studio Monsoon');
  await toShip.getByRole('link', { name: /Open Sales/ }).click();
  await expect(page).toHaveURL(/\/me\/sales$/);
});

test('the studio is one tap away: the sidebar on desktop, the account menu on phones', async ({
  page,
  request,
}, testInfo) => {
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/me/sales');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Studio', exact: true }).click();
  } else {
    await page.getByRole('complementary').getByRole('link', { name: 'Studio', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/me\/studio$/);
  await expect(page.getByText('Your studio is waiting for your first artwork')).toBeVisible({ timeout: 20_000 });
});
