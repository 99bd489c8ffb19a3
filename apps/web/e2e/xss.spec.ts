import { api, createArtwork } from './artwork-helpers';
import { expect, registerUser, test, uniqueName } from './fixtures';

// Script-looking text typed by users (a bio, an artwork's title, description and tags, a comment) is shown as
// text wherever it appears, and never runs. Two layers are checked: the page shows the characters literally
// (React escapes them), and nothing executed (the CSP would also block inline handlers and scripts).

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

test.describe('user content that looks like script', () => {
  test('is shown literally on the profile, the artwork detail and the listing, and never runs', async ({
    page,
    request,
  }) => {
    const artist = await registerUser(request);
    await api(request, artist, 'patch', '/api/auth/me', { bio: `${IMG} ${SCRIPT}` });
    const title = `${uniqueName('X')} ${IMG}`;
    const artwork = await createArtwork(request, artist, {
      title,
      description: `Oil on canvas ${SCRIPT}`,
      tags: [IMG, SCRIPT],
    });
    const commenter = await registerUser(request);
    await api(request, commenter, 'post', `/api/auth/comments/${artwork.id}`, {
      content: `Nice ${IMG} ${SCRIPT}`,
      artwork_id: artwork.id,
    });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // The public profile: the bio, as typed.
    await page.goto(`/profile/${artist.id}`);
    await expect(page.getByText(`${IMG} ${SCRIPT}`)).toBeVisible();

    // The artwork detail: title, description, tags and the comment, as typed.
    await page.goto(`/products/${artwork.id}`);
    const main = page.getByRole('article', { name: title }); // the artwork itself, not the works below it
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(`Oil on canvas ${SCRIPT}`)).toBeVisible();
    await expect(main.getByText(`#${IMG}`)).toBeVisible();
    await expect(main.getByText(`Nice ${IMG} ${SCRIPT}`)).toBeVisible();

    // The listing: the card's title as text.
    await page.goto('/products');
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();

    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // None of it became an element: no <img src="x"> and no inline <script> with that text.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('script', { hasText: 'window.__xss' }).count()).toBe(0);
  });
});
