import { createArtwork } from './artwork-helpers';
import { expect, PAGE_LOAD, registerUser, test, uniqueName } from './fixtures';

// Issue 38 item 1 end to end: Discover's filter panel narrows by medium, size and colour, each option with its
// count; the URL carries every filter, and opened in a fresh page it shows the same works, rendered by the server.

const TEAL = '#1e8c8c';
const large = { height: '120', width: '80', sizeUnit: 'cm' };

test('filters by medium, size and colour, and the shared URL opens the same filtered page', async ({
  page,
  request,
  browser,
  device,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const match = await createArtwork(request, artist, {
    title: uniqueName('Warli harvest '),
    colour: TEAL,
    facts: { medium: 'warli', ...large },
  });
  const otherColour = await createArtwork(request, artist, {
    title: uniqueName('Warli sunset '),
    colour: '#c0392b',
    facts: { medium: 'warli', ...large },
  });
  const otherSize = await createArtwork(request, artist, {
    title: uniqueName('Warli miniature '),
    colour: TEAL,
    facts: { medium: 'warli', height: '30', width: '20', sizeUnit: 'cm' },
  });
  const otherMedium = await createArtwork(request, artist, {
    title: uniqueName('Gond river '),
    colour: TEAL,
    facts: { medium: 'gond', ...large },
  });

  await page.goto('/products');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible(PAGE_LOAD);
  // Each option is named with its count ("Warli, 3 artworks").
  const medium = drawer.getByRole('region', { name: 'Medium' });
  await medium.getByRole('button', { name: /^Warli, \d+ artworks?$/ }).click();
  await expect(medium.getByRole('button', { name: /^Warli/ })).toHaveAttribute('aria-pressed', 'true');
  await drawer
    .getByRole('region', { name: 'Size' })
    .getByRole('button', { name: /^Large/ })
    .click();
  const teal = drawer.getByRole('region', { name: 'Colour' }).getByRole('button', { name: /^Teal, \d+ artworks?$/ });
  await teal.click();
  await expect(teal).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();

  const shared = new URL(page.url());
  expect(Object.fromEntries(shared.searchParams)).toEqual({ medium: 'warli', size: 'large', colour: 'teal' });
  await expect(page.getByRole('link', { name: new RegExp(match.title) })).toBeVisible(PAGE_LOAD);
  for (const other of [otherColour, otherSize, otherMedium]) {
    await expect(page.getByRole('link', { name: new RegExp(other.title) })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Remove filter Teal' })).toBeVisible();

  // The server renders the filtered page: its HTML already lists the match and none of the others.
  const html = await (await request.get(`${shared.pathname}${shared.search}`)).text();
  expect(html).toContain(match.title);
  for (const other of [otherColour, otherSize, otherMedium]) expect(html).not.toContain(other.title);

  // A fresh page on the same device, as someone the link was sent to.
  const context = await browser.newContext(device);
  const fresh = await context.newPage();
  await fresh.goto(`${shared.pathname}${shared.search}`);
  await expect(fresh.getByRole('link', { name: new RegExp(match.title) })).toBeVisible(PAGE_LOAD);
  await expect(fresh.getByRole('link', { name: new RegExp(otherColour.title) })).toHaveCount(0);
  for (const label of ['Warli', 'Large (over 100 cm)', 'Teal']) {
    await expect(fresh.getByRole('button', { name: `Remove filter ${label}` })).toBeVisible();
  }
  await context.close();
});
