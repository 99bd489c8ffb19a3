import { api, createArtwork } from './artwork-helpers';
import { expect, registerUser, signIn, test, uniqueName } from './fixtures';

// Discovery (docs/product.md#screens-and-routes Home feed, Listing page, Search results, Wishlist): what a visitor
// browses. Every test makes its own artist and artworks; assertions look only at those, so tests run side by side.

test.describe('home feed', () => {
  test('a guest sees the general list as cards: artist, image, title, like, comments, save, time', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const reader = await registerUser(request);
    const artwork = await createArtwork(request, artist, {
      title: uniqueName('Feed card '),
      description: 'Indigo and madder on cotton.',
    });
    await api(request, reader, 'post', `/api/auth/comments/${artwork.id}`, { content: 'Lovely colours' });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest artworks' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: artwork.title }) });
    // Newest first; other tests may have posted since, so scroll on (infinite scroll) until it shows.
    await expect(async () => {
      if ((await card.count()) === 0) await page.mouse.wheel(0, 20000);
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: artist.username })).toHaveAttribute('href', `/profile/${artist.id}`);
    await expect(card.getByText('Indigo and madder on cotton.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Like/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(card.getByText(/ ago$/)).toBeVisible();

    // 'View all N comments' opens the detail's comments.
    await card.getByRole('link', { name: 'View all 1 comments' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${artwork.id}#comments$`));
    await expect(page.getByText('Lovely colours')).toBeVisible();
  });

  test('the image opens the detail; signed in, the feed puts the artists I follow first', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Followed ') });
    // Someone I do not follow posts later: it must still come after the followed artist's work.
    await createArtwork(request, await registerUser(request), { title: uniqueName('Stranger ') });
    await api(request, me, 'post', `/api/auth/${artist.id}/follow`);
    await signIn(page, me);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'For you' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: artwork.title })).toBeVisible();
    await first.getByRole('img', { name: artwork.title }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${artwork.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
  });
});

test.describe('products listing', () => {
  test('the Filters drawer filters by category, price and location on the server, kept in the URL', async ({
    page,
    request,
  }) => {
    // A price band of this test's own: other tests run beside it and add artworks from Chennai, and with a wide
    // band the newest of theirs can push this test's artworks off the listing's first page.
    const price = 10_000 + Math.floor(Math.random() * 80_000);
    const band = { min: String(price - 1), max: String(price + 1) };
    const artist = await registerUser(request, { location: 'Chennai' });
    const match = await createArtwork(request, artist, { title: uniqueName('Bronze '), category: 'Sculpture', price });
    const otherCategory = await createArtwork(request, artist, { title: uniqueName('Canvas '), price });
    const tooDear = await createArtwork(request, artist, {
      title: uniqueName('Granite '),
      category: 'Sculpture',
      price: price + 2,
    });

    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // The category's, not the medium's of the same name (issue 38).
    const category = drawer.getByRole('region', { name: 'Category' });
    await category.getByRole('button', { name: 'Sculpture' }).click();
    await drawer.getByLabel('Min', { exact: true }).fill(band.min);
    await drawer.getByLabel('Max', { exact: true }).fill(band.max);
    await drawer.getByLabel('Max', { exact: true }).press('Enter');
    await drawer.getByRole('button', { name: 'Chennai' }).click();
    await expect(category.getByRole('button', { name: 'Sculpture' })).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'Sculpture',
      minPrice: band.min,
      maxPrice: band.max,
      location: 'Chennai',
    });
    await expect(page.getByRole('link', { name: new RegExp(match.title) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(otherCategory.title) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(tooDear.title) })).toHaveCount(0);

    // The URL alone restores the view; a chip removes one filter.
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(match.title) })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter Sculpture' }).click();
    await expect(page.getByRole('link', { name: new RegExp(otherCategory.title) })).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('the drawer closes with its close button and with the backdrop', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(drawer).toBeVisible();
    // The backdrop: anywhere left of the panel.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });

  test('sorts by price on the server, and says so when nothing matches', async ({ page, request }) => {
    const place = uniqueName('Sortpur');
    const artist = await registerUser(request, { location: place });
    const titles = { mid: uniqueName('Mid '), cheap: uniqueName('Cheap '), dear: uniqueName('Dear ') };
    await createArtwork(request, artist, { title: titles.mid, price: 5000 });
    await createArtwork(request, artist, { title: titles.cheap, price: 700 });
    await createArtwork(request, artist, { title: titles.dear, price: 42000 });
    const cardTitles = page.getByRole('main').getByRole('article').getByRole('heading');

    await page.goto(`/products?location=${place}`);
    await expect(cardTitles).toHaveText([titles.dear, titles.cheap, titles.mid]);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(cardTitles).toHaveText([titles.cheap, titles.mid, titles.dear]);
    await expect(page).toHaveURL(/sort=price_asc/);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(cardTitles).toHaveText([titles.dear, titles.mid, titles.cheap]);

    await page.goto(`/products?location=${place}x`);
    await expect(page.getByText('No products found.')).toBeVisible();
  });

  test('loads the next page when the end of the grid scrolls into view', async ({ page, request }) => {
    test.slow();
    const place = uniqueName('Pagepur');
    const artist = await registerUser(request, { location: place });
    const count = 30;
    for (let index = 0; index < count; index += 1) {
      await createArtwork(request, artist, {
        title: `Page art ${index + 1}`,
        colour: index % 2 ? '#335577' : '#aa6633',
      });
    }
    const cards = page.getByRole('main').getByRole('article');

    await page.goto(`/products?location=${place}`);
    // One page is 24 cards; the rest come on scrolling.
    await expect(cards).toHaveCount(24);
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole('heading', { name: 'Page art 1', exact: true })).toBeVisible();
  });
});

test.describe('search', () => {
  test('typing updates the route; Products and Artists tabs', async ({ page, request }) => {
    const word = uniqueName('zq').toLowerCase();
    const artist = await registerUser(request, { username: word });
    const artwork = await createArtwork(request, artist, { title: `Lotus ${word}` });
    const box = page.getByRole('main').getByRole('searchbox');

    await page.goto('/search');
    await expect(page.getByText('Search for products by title or description')).toBeVisible();
    await box.fill(word);
    await expect(page).toHaveURL(new RegExp(`/search/${word}$`));
    const result = page.getByRole('main').getByRole('link', { name: new RegExp(artwork.title) });
    await expect(result).toBeVisible();

    await page.getByRole('tab', { name: 'Artists' }).click();
    const artistCard = page.getByRole('main').getByRole('link', { name: new RegExp(`@${word}`) });
    await expect(artistCard).toHaveAttribute('href', `/profile/${word}`);

    await page.getByRole('tab', { name: 'Products' }).click();
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();

    await page.goto(`/search/${word}nothing`);
    await expect(page.getByText('No products found.')).toBeVisible();
    await page.getByRole('tab', { name: 'Artists' }).click();
    await expect(page.getByText('No artists found.')).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test('shows saved artworks and removes one; empty, it points to Discover', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const kept = await createArtwork(request, artist, { title: uniqueName('Kept ') });
    const dropped = await createArtwork(request, artist, { title: uniqueName('Dropped ') });
    await api(request, me, 'post', '/api/auth/wishlist', { artworkId: kept.id });
    await api(request, me, 'post', '/api/auth/wishlist', { artworkId: dropped.id });
    await signIn(page, me);

    await page.goto('/auth/wishlist');
    await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(kept.title) })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${dropped.title} from wishlist` }).click();
    await expect(page.getByText('Removed from wishlist')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(dropped.title) })).toHaveCount(0);

    // The server agrees.
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(kept.title) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(dropped.title) })).toHaveCount(0);

    await page.getByRole('button', { name: `Remove ${kept.title} from wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
