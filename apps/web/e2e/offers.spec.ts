import type { Page } from '@playwright/test';
import { createArtwork } from './artwork-helpers';
import { fillShippingAddress } from './checkout-helpers';
import { expect, openAs, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Offers in chat (issue 19): the buyer makes an offer from the artwork's page, the artist counters in the chat,
// the buyer accepts and checks out at the agreed price (pay on delivery); the artist's studio shows the sale.
// Two people in two browser contexts, both screens updating live.

const offerCard = (page: Page) => page.getByRole('article', { name: 'Offer', exact: true });
const counterCard = (page: Page) => page.getByRole('article', { name: 'Counter-offer', exact: true });

test('an offer in chat: the artist counters, the buyer accepts and checks out at the agreed price', async ({
  page,
  browser,
  request,
  device,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: 'Offer Monsoon', price: 15000, quantity: 2 });

  // The buyer makes an offer from the artwork's page.
  await signIn(page, buyer);
  await page.goto(`/products/${artwork.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer Monsoon' })).toBeVisible(PAGE_LOAD);
  const makeOffer = page.getByRole('button', { name: 'Make an offer' });
  const bottomBar = page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true }).last();
  if (device.isMobile) {
    // Nothing of the phone's shell stands over the page (issue 35: the round + rose above the bottom bar and
    // covered "Make an offer"), and a control reached by focus stops clear of the bar.
    const bar = (await bottomBar.boundingBox())!;
    const plus = (await bottomBar.getByRole('link', { name: 'Upload' }).boundingBox())!;
    expect(plus.y).toBeGreaterThanOrEqual(bar.y);
    await makeOffer.focus();
    const button = (await makeOffer.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  }
  await makeOffer.click();
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(dialog).toContainText('The price is ₹15,000.');
  await dialog.getByLabel('Your offer (₹)').fill('12000');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${artist.id}$`));
  await expect(offerCard(page)).toContainText('₹12,000', PAGE_LOAD);
  await expect(offerCard(page)).toContainText('Waiting for an answer');

  // The artist sees it in the chat and counters.
  const artistPage = await openAs(browser, device, artist);
  await artistPage.goto(`/chat/${buyer.id}`);
  await expect(offerCard(artistPage)).toContainText('₹12,000', PAGE_LOAD);
  await expect(offerCard(artistPage)).toContainText('Offer Monsoon');
  await offerCard(artistPage).getByRole('button', { name: 'Counter' }).click();
  await offerCard(artistPage).getByLabel('Your counter-offer (₹)').fill('13500');
  await offerCard(artistPage).getByRole('button', { name: 'Send offer' }).click();
  await expect(offerCard(artistPage)).toContainText('Countered');

  // The buyer's screen updates live: the first offer countered, the counter to answer.
  await expect(offerCard(page)).toContainText('Countered');
  await expect(counterCard(page)).toContainText('₹13,500');
  await counterCard(page).getByRole('button', { name: 'Accept' }).click();
  await expect(counterCard(page)).toContainText('Accepted');
  await expect(counterCard(artistPage)).toContainText('Accepted');

  // Buy at the agreed price: the checkout shows it and places the order at it.
  await counterCard(page).getByRole('button', { name: 'Buy at ₹13,500' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('1 × ₹13,500')).toBeVisible();
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();

  // The artist's studio shows the sale at the agreed price, and the buyer's view of the page (views are written
  // every few seconds: reload until it is there).
  await artistPage.goto('/me/studio');
  const figures = artistPage.getByRole('region', { name: 'vs previous period' });
  const figure = (label: string) => figures.locator('div.rounded-2xl').filter({ hasText: label });
  await expect(figure('Orders').locator('p.font-display')).toHaveText('1', PAGE_LOAD);
  // Each reload gets the default expect timeout: on a loaded machine the studio can take more than 2 s to render
  // again (CI saw it miss 2 s ten times in a row at a load of 14 on 2 cores).
  await expect(async () => {
    await artistPage.reload();
    await expect(figure('Views').locator('p.font-display')).toHaveText('1');
  }).toPass({ timeout: 45_000 });
  await expect(figure('Revenue').locator('p.font-display')).toHaveText('₹13,500');
  await expect(artistPage.getByRole('region', { name: 'Sales to ship' })).toContainText('Offer Monsoon');
  await artistPage.context().close();
});
