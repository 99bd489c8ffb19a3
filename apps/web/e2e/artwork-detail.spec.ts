import { api, createArtwork, markSold } from './artwork-helpers';
import { expect, registerUser, signIn, test, uniqueName } from './fixtures';

// The artwork detail page (docs/product.md#artwork-detail-page, docs/product.md#states-and-transitions
// Like/Follow/Wishlist/Purchase state, Comment/review, docs/product.md#messages login-required toasts).

test.describe('artwork detail', () => {
  test('shows the artwork: artist header, carousel, price in rupees, tags, tabs', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, {
      title: uniqueName('Detail '),
      description: 'Hand block-printed cotton.',
      price: 125000,
      tags: ['ajrakh', 'cotton'],
      category: 'Sculpture',
    });

    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('article', { name: artwork.title }); // the artwork itself, not the works below it
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    await expect(main.getByRole('link', { name: artist.username })).toHaveAttribute('href', `/profile/${artist.id}`);
    await expect(main.getByRole('img', { name: artwork.title })).toBeVisible();
    await expect(main.getByText('₹1,25,000')).toBeVisible();
    await expect(main.getByText('Hand block-printed cotton.')).toBeVisible();
    await expect(main.getByRole('link', { name: '#ajrakh' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Comments' })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Reviews' })).toBeVisible();
    await expect(main.getByText('No comments yet — be the first one!')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Follow' })).toBeVisible();

    // The other form of the route.
    await page.goto(`/product/${artwork.id}`);
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
  });

  test('several images: the arrows, the dots, the arrow keys and a drag move the carousel', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { colours: ['#b4441f', '#1f6fb4', '#2f8f3a'] });
    await page.goto(`/products/${artwork.id}`);
    const carousel = page.getByRole('region', { name: artwork.title });
    const dot = (n: number) => carousel.getByRole('button', { name: `Image ${n} of 3`, exact: true });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Previous image' })).toBeDisabled();

    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    // A fresh page: the very first gesture, a drag to the left, already moves it.
    await page.reload();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    const slide = carousel.getByRole('group', { name: 'Image 1 of 3' });
    const box = (await slide.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  test('one image: no arrows and no dots, only the full-screen button', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist);
    await page.goto(`/products/${artwork.id}`);
    const carousel = page.getByRole('region', { name: artwork.title });
    await expect(carousel.getByRole('img', { name: artwork.title })).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: 'View full screen', exact: true })).toBeVisible();
  });

  test('not for sale: no price, no cart button, no Reviews tab', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Study '), forSale: false });
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('article', { name: artwork.title }); // the artwork itself, not the works below it
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    await expect(main.getByText('Not for sale')).toBeVisible();
    await expect(main.getByText(/₹/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(main.getByRole('tab', { name: 'Reviews' })).toHaveCount(0);
  });

  test("the artist sees 'You', linking to their own profile, and no follow or buy button", async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Mine ') });
    await signIn(page, artist);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^You/ })).toHaveAttribute('href', `/me/profile/${artist.username}`);
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('a sold artwork shows a disabled Sold Out', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Gone ') });
    await markSold(request, artwork.id);
    await page.goto(`/products/${artwork.id}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  test('an unknown artwork says so', async ({ page }) => {
    await page.goto('/products/01900000-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'This artwork is not available' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Discover' })).toBeVisible();
  });

  test('like and unlike: the heart and count change at once and stay after a reload', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Liked ') });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const like = page.getByRole('main').getByRole('button', { name: /^Like/ });

    // The server's answer to a tap, awaited before a reload (a reload cancels a call still on its way).
    const answered = (method: string) =>
      page.waitForResponse(
        (response) => response.url().includes('/api/auth/likes/') && response.request().method() === method,
      );

    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');
    const liked = answered('POST');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await liked;
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    const unliked = answered('DELETE');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText('0');
    await unliked;
    await page.reload();
    await expect(like).toHaveText('0');
  });

  test('comment: posted on top, linking to the author, and the field clears', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Talked ') });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    const field = main.getByPlaceholder('Add a comment...');

    await field.fill('The borders are wonderful');
    await main.getByRole('button', { name: 'Post' }).click();
    await expect(main.getByText('The borders are wonderful')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(main.getByRole('link', { name: me.username })).toHaveAttribute('href', `/profile/${me.id}`);
    await expect(main.getByRole('tab', { name: /Comments/ })).toContainText('1');
    await page.reload();
    await expect(main.getByText('The borders are wonderful')).toBeVisible();
  });

  test('review: needs a rating and text; posted, one’s review stands in the form’s place, to edit or delete', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Reviewed ') });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Reviews' }).click();
    await expect(main.getByText('No reviews yet')).toBeVisible();
    const text = main.getByPlaceholder('Write your review...');

    await text.fill('Beautiful work, arrived safely.');
    await main.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please provide both a rating and review text')).toBeVisible();

    await main.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await main.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review posted successfully!')).toBeVisible();
    // No second form to end in a 409: one's own review, with edit and delete, and the review in the list.
    const own = main.getByRole('region', { name: 'Your review' });
    await expect(own.getByText('Beautiful work, arrived safely.')).toBeVisible();
    await expect(own.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Edit review' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Delete review' })).toBeVisible();
    await expect(text).toHaveCount(0);
    await expect(main.getByText('Beautiful work, arrived safely.')).toHaveCount(2);
  });

  test('save to the wishlist and remove again', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Saved ') });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const save = page.getByRole('main').getByRole('button', { name: 'Save' });

    await save.click();
    await expect(page.getByText('Saved to wishlist!')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');
    const wishlist = await api(request, me, 'get', '/api/auth/wishlist');
    expect((await wishlist.json()).map((item: { id: string }) => item.id)).toContain(artwork.id);

    await save.click();
    await expect(page.getByText('Removed from wishlist')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(save).toHaveText('Save');
  });

  test('follow the artist: flips after the call, and the real state shows after a reload', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Followed ') });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Follow' }).click();
    await expect(main.getByRole('button', { name: 'Following' })).toBeVisible();
    await page.reload();
    await expect(main.getByRole('button', { name: 'Following' })).toBeVisible();
    await main.getByRole('button', { name: 'Following' }).click();
    await expect(main.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });

  test('Add to Cart puts it in the cart', async ({ page, request }) => {
    const artist = await registerUser(request);
    const me = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Bought '), quantity: 2 });
    await signIn(page, me);
    await page.goto(`/products/${artwork.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    const cart = await (await api(request, me, 'get', '/api/auth/cart')).json();
    expect(cart.map((item: { artworkId: string }) => item.artworkId)).toContain(artwork.id);
  });

  test('a guest is asked to log in to like, save, comment, review, follow and buy', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Guest ') });
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: artwork.title })).toBeVisible();

    const asked = async (text: string) => {
      const toast = page.getByText(text);
      await expect(toast).toBeVisible();
      await page.getByRole('button', { name: 'Close toast' }).first().click();
      await expect(toast).toBeHidden();
    };

    await main.getByRole('button', { name: /^Like/ }).click();
    await asked('Please login to like this product');
    await expect(main.getByRole('button', { name: /^Like/ })).toHaveText('0');

    await main.getByRole('button', { name: 'Save' }).click();
    await asked('Please login to save this product');

    await main.getByRole('button', { name: 'Follow' }).click();
    await asked('Please log in to follow users');

    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await asked('Please log in to add items to your cart');

    await main.getByPlaceholder('Add a comment...').fill('Hello');
    await main.getByRole('button', { name: 'Post' }).click();
    await asked('Please login to post comment');

    await main.getByRole('tab', { name: 'Reviews' }).click();
    await main.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await main.getByPlaceholder('Write your review...').fill('Lovely');
    await main.getByRole('button', { name: 'Submit Review' }).click();
    await asked('Please login to post review');
  });

  test('a guest is asked to log in to like or save from a feed card', async ({ page, request }) => {
    const artist = await registerUser(request);
    const artwork = await createArtwork(request, artist, { title: uniqueName('Feed guest ') });
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: artwork.title }) });
    await expect(async () => {
      if ((await card.count()) === 0) await page.mouse.wheel(0, 20000);
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await card.getByRole('button', { name: /^Like/ }).click();
    await expect(page.getByText('Please login to like this product')).toBeVisible();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please login to save this product')).toBeVisible();
  });
});
