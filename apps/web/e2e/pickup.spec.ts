import { createArtwork } from './artwork-helpers';
import { fillShippingAddress } from './checkout-helpers';
import { expect, openAs, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Local pickup (issue 19, decision 0017): the artist turns it on in their profile; the buyer checks out with Local
// pickup (pay on delivery); the artist marks the sale collected; the buyer sees the order delivered.

test('local pickup: the artist offers it, the buyer chooses it, the artist marks it collected', async ({
  page,
  browser,
  request,
  device,
}) => {
  test.slow();
  const artist = await registerUser(request, { location: 'Jaipur' });
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Pickup Blue Pottery', price: 4200, quantity: 1 });

  // The artist turns local pickup on where they edit their profile.
  const artistPage = await openAs(browser, device, artist);
  await artistPage.goto(`/me/profile/${artist.username}/update`);
  const pickup = artistPage.getByRole('checkbox', { name: 'I offer local pickup' });
  await expect(pickup).toBeVisible(PAGE_LOAD);
  await expect(pickup).not.toBeChecked();
  await pickup.check();
  await artistPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(artistPage.getByText('Profile updated successfully!')).toBeVisible();

  // The buyer sees it on the artwork's page and checks out with Local pickup, paying on delivery.
  await signIn(page, buyer);
  await page.goto(`/products/${artwork.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pickup Blue Pottery' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Local pickup available in Jaipur')).toBeVisible();
  const added = page.waitForResponse(
    (res) => res.url().endsWith('/api/auth/cart') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  expect((await added).status()).toBe(201);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('radio', { name: /Local pickup \(no shipping\)/ }).check();
  await expect(page.getByRole('heading', { name: 'Your contact details' })).toBeVisible();
  await fillShippingAddress(page);
  await expect(page.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(page.getByText('The artists will contact you to arrange the pickup.')).toBeVisible();

  // The artist's sale is a local pickup: Mark collected, no Mark shipped.
  await artistPage.goto('/me/sales');
  const sale = artistPage.getByRole('listitem').filter({ hasText: 'Pickup Blue Pottery' });
  await expect(sale.getByText('Local pickup', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(sale.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await sale.getByRole('button', { name: 'Mark collected' }).click();
  const dialog = artistPage.getByRole('dialog', { name: 'Mark collected' });
  await dialog.getByRole('button', { name: 'Mark collected' }).click();
  await expect(dialog).toBeHidden();
  await expect(sale.locator('[data-status="delivered"]')).toBeVisible();
  await artistPage.context().close();

  // The buyer sees it delivered, collected on the timeline.
  await page.goto('/me/orders');
  const order = page.getByRole('listitem').filter({ hasText: 'Pickup Blue Pottery' });
  await expect(order.locator('[data-status="delivered"]')).toBeVisible(PAGE_LOAD);
  await expect(order.getByText('Local pickup', { exact: true })).toBeVisible();
  await order.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText(`Collect from @${artist.username} in Jaipur`)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Collected');
});
