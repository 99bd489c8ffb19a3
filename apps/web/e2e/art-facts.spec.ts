import sharp from 'sharp';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Issue 34 item 2 and issue 40 end to end: an artist uploads an artwork with its art facts and a description of the
// picture; the artwork page shows them under "Details", the size in both units, and the picture's alt text is the
// artist's description.

test('an artist uploads with facts and alt text, and the artwork page shows them', async ({ page, request }) => {
  // A long form filled field by field, then a second page: more than the default minute on a busy machine.
  test.slow();
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible(PAGE_LOAD);

  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b03a2e' } })
    .png()
    .toBuffer();
  await page.getByLabel('Images').setInputFiles([{ name: 'fish.png', mimeType: 'image/png', buffer: picture }]);
  await page.getByLabel('Title', { exact: true }).fill('Fish and Lotus');
  await page.getByLabel('Description', { exact: true }).fill('After the wall paintings of Mithila.');
  await page.getByLabel('Category').selectOption('Painting');
  await page.getByLabel('Tags').fill('madhubani, fish');

  const facts = page.getByRole('region', { name: 'About the artwork' });
  await facts.getByLabel('Medium').selectOption('madhubani');
  await facts.getByLabel('Surface').selectOption('handmade_paper');
  await facts.getByLabel('Height').fill('61');
  await facts.getByLabel('Year made').fill('2024');
  await facts.getByLabel('Edition').selectOption('limited');
  await facts.getByLabel('Number', { exact: true }).fill('3');
  await facts.getByLabel('Out of').fill('50');
  await facts.getByLabel('Signed by the artist').check();
  await facts.getByLabel(/^Alt text/).fill('Two red fish circling a lotus on cream paper');

  // A size needs both height and width: the message shows under Width and nothing is sent.
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  await expect(facts.getByText('Enter both the height and the width')).toBeVisible();
  await facts.getByLabel('Width').fill('91');
  await expect(facts.getByText('Enter both the height and the width')).toHaveCount(0);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/artworks'));
  await page.getByRole('button', { name: 'Upload Artwork' }).click();
  expect((await answer).status()).toBe(201);
  await page.getByRole('link', { name: 'View artwork' }).click();

  await expect(page.getByRole('heading', { name: 'Fish and Lotus', level: 1 })).toBeVisible(PAGE_LOAD);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toBeVisible();
  await expect(details.getByText('Madhubani')).toBeVisible();
  await expect(details.getByText('Handmade paper')).toBeVisible();
  await expect(details.getByText('61 × 91 cm (24 × 36 in)')).toBeVisible();
  await expect(details.getByText('Limited edition, 3 of 50')).toBeVisible();
  await expect(details.getByText('2024')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Two red fish circling a lotus on cream paper' }).first()).toBeVisible();
});
