import { SCREEN } from '@kala/contract';
import sharp from 'sharp';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Managing one's listings (issue 34, decision 0025): an artist uploads, fixes the price and reorders the pictures,
// unlists (a visitor then gets the not-found page), lists again and deletes the unsold work.

function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

test('an artist uploads, fixes the price and reorders pictures, unlists, relists and deletes an unsold work', async ({
  page,
  browser,
  request,
}) => {
  // A long journey through several full page loads, on a machine that may be busy.
  test.setTimeout(180_000);
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Images').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await png(180, 68, 31) },
    { name: 'second.png', mimeType: 'image/png', buffer: await png(40, 90, 160) },
  ]);
  const title = `Kolam ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Rice flour patterns at a doorstep.');
  await page.getByLabel('Category').selectOption('Painting');
  await page.getByLabel('Tags').fill('kolam');
  await page.getByLabel('This artwork is for sale').check();
  await page.getByLabel('Price (₹)').fill('1500');
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await page.getByRole('link', { name: 'View artwork' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
  const artworkUrl = page.url();

  // Edit: a new price, the second picture as the cover.
  await page.getByRole('button', { name: 'Manage this artwork' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit artwork' })).toBeVisible(PAGE_LOAD);
  const cover = await page.getByRole('img', { name: 'Picture 1' }).getAttribute('src');
  await page.getByLabel('Price (₹)').fill('1800');
  await page.getByRole('button', { name: 'Make cover: Picture 2' }).click();
  await expect(page.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', cover ?? '');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('₹1,800').first()).toBeVisible();

  // The edit screen now shows the price history.
  await page.goto(`${new URL(artworkUrl).pathname.replace('/products/', '/artworks/')}/edit`);
  await expect(page.getByText(/₹1,500.* → ₹1,800/)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', cover ?? '');
  await page.goto(artworkUrl);

  // Unlist: the artist sees the banner, a visitor the not-found page.
  await page.getByRole('button', { name: 'Manage this artwork' }).click(PAGE_LOAD);
  await page.getByRole('menuitem', { name: 'Unlist' }).click();
  await expect(page.getByText(/Unlisted: only you and admins/)).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(artworkUrl);
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
  // The neutral not-found page of decision 0028, which blames no one.
  await expect(visitor.getByText(SCREEN.artwork.unavailable).first()).toBeVisible(PAGE_LOAD);

  // List again: the visitor sees it.
  await page.getByRole('button', { name: 'Manage this artwork' }).click();
  await page.getByRole('menuitem', { name: 'List again' }).click();
  await expect(page.getByText(/Unlisted: only you and admins/)).toHaveCount(0);
  await visitor.goto(artworkUrl);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible(PAGE_LOAD);
  await visitor.close();

  // Delete, after the confirmation: off to the studio, and the page is gone.
  await page.getByRole('button', { name: 'Manage this artwork' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this artwork?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete artwork' }).click();
  await expect(page).toHaveURL(/\/me\/studio$/, PAGE_LOAD);
  await page.goto(artworkUrl);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
