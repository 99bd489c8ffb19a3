import sharp from 'sharp';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Upload artwork end to end (docs/product.md#upload-artwork, docs/product.md#validation-rules upload rules and images,
// docs/product.md#messages upload messages): validation, image previews, progress while the files go up, and the
// artwork the server made of it.

/** A real PNG for the server to decode, drawn with sharp. */
function png(red: number, green: number, blue: number, size = 320): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

test('signed out, /upload says why and goes to login', async ({ page }) => {
  await page.goto('/upload');
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Fupload$/, PAGE_LOAD);
  await expect(page.getByText('Please log in to upload artwork')).toBeVisible();
});

test('uploads an artwork: rules, previews, progress, then a cleared form and the new artwork', async ({
  page,
  request,
}) => {
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Up to 5 images, 5 MB each. Supported formats: JPG, PNG, WebP, GIF, AVIF')).toBeVisible();

  // Sent empty: the form schema's messages.
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('At least one image is required')).toBeVisible();
  await expect(page.getByText('At least one tag is required for better search')).toBeVisible();

  // Pick images: an unsupported file is refused by name, the images show as previews.
  const images = page.getByLabel('Images');
  await images.setInputFiles([
    { name: 'peacock.png', mimeType: 'image/png', buffer: await png(180, 68, 31) },
    { name: 'lotus.png', mimeType: 'image/png', buffer: await png(40, 90, 160) },
    { name: 'pond.png', mimeType: 'image/png', buffer: await png(30, 130, 80) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(
    page.getByText('The following files are not supported: notes.txt. Supported formats: JPG, PNG, WebP, GIF, AVIF'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'peacock.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'pond.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove pond.png' }).click();
  await expect(page.getByRole('img', { name: 'pond.png' })).toHaveCount(0);
  await expect(page.getByText('At least one image is required')).toHaveCount(0);

  await page.getByLabel('Title').fill('Peacock at Dawn');
  await page.getByLabel('Description').fill('Madhubani-style ink and natural colours on handmade paper.');
  await page.getByLabel('Category').selectOption('Illustration');
  await page.getByLabel('Tags').fill('madhubani, , peacock ,folk art');
  const chips = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /^(madhubani|peacock|folk art)$/ });
  await expect(chips).toHaveCount(3);

  // For sale: price and quantity appear, with the submit rules.
  await page.getByLabel('This artwork is for sale').check();
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await expect(page.getByText('Price and quantity are required when the artwork is for sale')).toBeVisible();
  await page.getByLabel('Price (₹)').fill('0');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await expect(page.getByText('Please enter a valid price')).toBeVisible();
  await page.getByLabel('Price (₹)').fill('1499.50');
  // What the artist receives at the server's fee (10% by default, docs/payments.md): ₹1,499.50 less ₹149.95.
  await expect(page.getByText('You receive ₹1,349.55')).toBeVisible();

  // Hold the request until the pending state has been seen: a local upload is otherwise too quick to watch.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/artworks', async (route) => {
    await released;
    await route.continue();
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/artworks'));
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  const response = await answer;
  expect(response.status()).toBe(201);
  const artwork = await response.json();

  const done = page.getByRole('status').filter({ hasText: 'Artwork uploaded successfully!' });
  await expect(done).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Tags')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'peacock.png' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Artwork' })).toBeEnabled();

  // What the server made of it.
  expect(artwork).toMatchObject({
    title: 'Peacock at Dawn',
    category: 'Illustration',
    price: 1499.5,
    quantity: 2,
    forSale: true,
    tags: ['madhubani', 'peacock', 'folk art'],
  });
  expect(artwork.images).toHaveLength(2);

  await done.getByRole('link', { name: 'View artwork' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${artwork.id}$`));
});

test('not for sale: sent with price 0 and quantity 1', async ({ page, request }) => {
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible(PAGE_LOAD);
  await page
    .getByLabel('Images')
    .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: await png(90, 90, 90) });
  await page.getByLabel('Title').fill('Chai Stall Sketch');
  await page.getByLabel('Description').fill('Pencil on paper.');
  await page.getByLabel('Category').selectOption('Sketch');
  await page.getByLabel('Tags').fill('sketch');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/artworks'));
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  const artwork = await (await answer).json();
  expect(artwork).toMatchObject({ forSale: false, price: 0, quantity: 1, tags: ['sketch'] });
  await expect(page.getByRole('status').filter({ hasText: 'Artwork uploaded successfully!' })).toBeVisible();
});
