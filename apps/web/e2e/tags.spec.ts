import { createArtwork } from './artwork-helpers';
import { expect, registerUser, test, uniqueName } from './fixtures';

// Tags pages (issue 18): a tag on an artwork's page opens /tags/{tag}, a server-rendered listing of exactly the
// artworks that carry it.

test.describe('tags', () => {
  test("a tag on an artwork's page opens the tag's page, which lists that artwork and not others", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const tag = uniqueName('tag');
    const tagged = await createArtwork(request, artist, { title: uniqueName('Tagged '), tags: [tag, 'e2e'] });
    const other = await createArtwork(request, artist, { title: uniqueName('Other '), tags: [`${tag}x`] });

    // The page arrives drawn by the server: its heading and the artwork are in the HTML.
    const html = await (await request.get(`/tags/${tag}`)).text();
    expect(html).toContain(`<title>#${tag} — Kala</title>`);
    expect(html).toContain(tagged.title);
    expect(html).not.toContain(other.title);

    await page.goto(`/products/${tagged.id}`);
    const main = page.getByRole('article', { name: tagged.title });
    await main.getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(`/tags/${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page).toHaveTitle(`#${tag} — Kala`);
    const card = page.getByRole('article').filter({ hasText: tagged.title });
    await expect(card).toBeVisible();
    await expect(page.getByText(other.title)).toHaveCount(0);

    // The card's own tag links onwards; its title opens the artwork again.
    await card.getByRole('link', { name: tagged.title }).click();
    await expect(page).toHaveURL(`/products/${tagged.id}`);
  });

  test('a tag no artwork carries is an empty page, not an error', async ({ page }) => {
    const tag = uniqueName('none');
    const res = await page.goto(`/tags/${tag}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page.getByText(`No artworks tagged #${tag} yet.`)).toBeVisible();
  });
});
