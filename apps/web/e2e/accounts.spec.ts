import { expect, registerUser, signIn, test } from './fixtures';

// The platform around the accounts: the theme a person chose (docs/product.md#what-kala-does) and the not-found page
// (docs/product.md#screens-and-routes).

test.describe('Theme', () => {
  test('a dark choice survives a reload without a light flash', async ({ page, request }) => {
    const me = await registerUser(request);
    await signIn(page, me);
    await page.emulateMedia({ colorScheme: 'light' });
    // The class of <html> the moment <body> is parsed: after the blocking theme script in <head>, before the
    // first paint and before the app's own code runs. A light class there would flash.
    await page.addInitScript(() => {
      const record = () => {
        (window as unknown as { classBeforeBody?: string }).classBeforeBody = document.documentElement.className;
      };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        record();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/me/profile/${me.username}`);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    const classBeforeBody = await page.evaluate(
      () => (window as unknown as { classBeforeBody?: string }).classBeforeBody,
    );
    expect(classBeforeBody).toMatch(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 17, 14)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('light is kept too, even when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test('the not-found page: 404, its texts, and Go Home', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist or has been moved.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
