import type { APIRequestContext } from '@playwright/test';
import { LOOKALIKE_MESSAGE, SCREEN } from '@kala/contract';
import sharp from 'sharp';
import { asAdmin, expect, openAs, PAGE_LOAD, registerUser, signIn, test, uniqueName } from './fixtures';

// The guard against stolen art (issue 38 item 5, docs/decisions/0041-stolen-art-guard.md): an artist's picture is
// re-uploaded by someone else, smaller and as a JPEG; the upload is held, its uploader sees "This looks like a
// work already on Kala" and explains; the admin finds both works side by side in the moderation queue and decides.

const M = SCREEN.moderation;
const H = SCREEN.moderation.heldNotice;

/**
 * A picture with a layout of its own: a few large shapes placed by a seeded random source, so that each run's
 * picture differs from every other run's (the server keeps its works between the desktop and phone runs).
 */
function painting(seed: number): Promise<Buffer> {
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const colours = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#1d3557', '#f1faee'];
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const fill = colours[Math.floor(random() * colours.length)];
    const x = Math.round(random() * 560);
    const y = Math.round(random() * 760);
    const size = Math.round(120 + random() * 260);
    return i % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * 0.7}" fill="${fill}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#faf3e0"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadAs(request: APIRequestContext, token: string, title: string, image: Buffer) {
  const res = await request.post('/api/auth/artworks', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Acrylic on canvas.',
      category: 'Painting',
      forSale: 'true',
      price: '8000',
      quantity: '1',
      'tags[0]': 'abstract',
      files: { name: 'original.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; held?: { message: string } };
}

test('a re-upload of another artist’s picture is held, its uploader told and heard, and the admin compares both', async ({
  browser,
  page,
  request,
  device,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const copier = await registerUser(request);
  const picture = await painting(Math.floor(Math.random() * 2 ** 31));
  const originalTitle = uniqueName('Courtyard at noon ');
  const original = await uploadAs(request, artist.token, originalTitle, picture);
  expect(original.held).toBeUndefined();

  // Someone else uploads the same picture, smaller and re-encoded, through the upload form.
  const copyTitle = uniqueName('My courtyard ');
  await signIn(page, copier);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Images').setInputFiles({
    name: 'courtyard.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(picture).resize({ width: 420 }).jpeg({ quality: 70 }).toBuffer(),
  });
  await page.getByLabel('Title').fill(copyTitle);
  await page.getByLabel('Description').fill('Acrylic on canvas.');
  await page.getByLabel('Category').selectOption('Painting');
  await page.getByLabel('Tags').fill('abstract');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/artworks'));
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  const held = await (await answer).json();
  expect(held.held).toEqual({ message: LOOKALIKE_MESSAGE });

  // Told exactly, and not told it was published.
  const notice = page.getByRole('region', { name: LOOKALIKE_MESSAGE });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'This looks like a work already on Kala' })).toBeVisible();
  await expect(page.getByText('Artwork uploaded successfully!')).toHaveCount(0);
  // The uploader explains.
  await notice.getByRole('button', { name: H.send }).click();
  await expect(notice.getByText('Write a few words for the moderators', { exact: false })).toBeVisible();
  const words = `I painted it in the same class, from the same photo ${uniqueName('w')}`;
  await notice.getByLabel(H.explain).fill(words);
  await notice.getByRole('button', { name: H.send }).click();
  await expect(notice.getByText(H.yours)).toBeVisible();
  await expect(notice.getByText(words)).toBeVisible();

  // Not published: a visitor does not find it.
  const visitor = await request.get(`/api/artworks/${held.id}`);
  expect(visitor.status()).toBe(404);

  const admin = await openAs(browser, device, await asAdmin(request));
  try {
    await admin.goto('/admin/moderation');
    const card = admin.getByRole('listitem').filter({ hasText: copyTitle });
    await expect(card).toBeVisible(PAGE_LOAD);
    await expect(card).toContainText(M.held.badge);
    // Both works, side by side, with their pictures, artists and the uploader's words.
    const upload = card.getByRole('figure', { name: `${M.held.upload}: ${copyTitle}` });
    const first = card.getByRole('figure', { name: `${M.held.original}: ${originalTitle}` });
    await expect(upload).toBeVisible();
    await expect(first).toBeVisible();
    await expect(upload).toContainText(`@${copier.username}`);
    await expect(first).toContainText(`@${artist.username}`);
    await expect(upload.getByRole('img', { name: copyTitle })).toBeVisible();
    await expect(first.getByRole('img', { name: originalTitle })).toBeVisible();
    const [a, b] = [await upload.boundingBox(), await first.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 4 && a.x < b.x).toBe(true);
    await expect(card).toContainText(words);
    await admin.screenshot({ path: test.info().outputPath('queue.png'), fullPage: false });

    // The admin removes it: it leaves the queue, and stays out of sight.
    await card.getByRole('button', { name: M.held.remove }).click();
    await expect(admin.getByText(M.held.removed).first()).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: copyTitle })).toHaveCount(0);
    expect((await request.get(`/api/artworks/${held.id}`)).status()).toBe(404);
  } finally {
    await admin.context().close();
  }
});
