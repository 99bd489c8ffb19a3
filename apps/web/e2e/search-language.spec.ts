import { createArtwork } from './artwork-helpers';
import { expect, PAGE_LOAD, registerUser, test, uniqueName } from './fixtures';

// Issue 38 item 3 end to end (docs/decisions/0037-search-in-the-language-people-type.md): a search typed in
// Devanagari finds a work titled in Latin letters, and the search page's filter panel (Discover's) narrows the
// matches by medium with the choice in the URL.

const size = { height: '60', width: '45', sizeUnit: 'cm' };

test('मधुबनी finds a Latin-titled Madhubani work, and the filters narrow it by medium in the URL', async ({
  page,
  request,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const oil = await createArtwork(request, artist, {
    title: uniqueName('Madhubani fish '),
    facts: { medium: 'oil', ...size },
  });
  const watercolour = await createArtwork(request, artist, {
    title: uniqueName('Madhubani peacock '),
    facts: { medium: 'watercolour', ...size },
  });

  await page.goto('/search');
  await page.getByRole('main').getByRole('searchbox').fill('मधुबनी');
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent('मधुबनी')}$`), PAGE_LOAD);
  await expect(page.getByRole('link', { name: new RegExp(oil.title) })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: new RegExp(watercolour.title) })).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible(PAGE_LOAD);
  // The counts are of the search's matches: Oil among them, with its count.
  await drawer
    .getByRole('region', { name: 'Medium' })
    .getByRole('button', { name: /^Oil, \d+ artworks?$/ })
    .click();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();

  expect(new URL(page.url()).searchParams.get('medium')).toBe('oil');
  await expect(page.getByRole('link', { name: new RegExp(oil.title) })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: new RegExp(watercolour.title) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove filter Oil' })).toBeVisible();

  // A typo keeps the filter and offers the spelling that found the works.
  await page.getByRole('main').getByRole('searchbox').fill('madhubnai');
  const didYouMean = page.locator('p', { hasText: 'Did you mean' }).getByRole('link', { name: 'madhubani' });
  await expect(didYouMean).toBeVisible(PAGE_LOAD);
  expect(new URL(page.url()).searchParams.get('medium')).toBe('oil');
  await expect(page.getByRole('link', { name: new RegExp(oil.title) })).toBeVisible();
});
