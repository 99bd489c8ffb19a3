import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// Issue 15: notifications reach the person live, in the list, by mail and by push; Kala installs as an app.

test.describe('the installable app', () => {
  test('has a manifest with icons and a service worker for the whole app', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Kala', short_name: 'Kala', start_url: '/', display: 'standalone' });
    const sizes = (purpose: string) =>
      manifest.icons
        .filter((icon: { purpose: string }) => icon.purpose === purpose)
        .map((icon: { sizes: string }) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
  });

  // Chromium's own installability criteria: what Lighthouse's installable-manifest audit reported before
  // Lighthouse 12 dropped its PWA audits. A browser profile of its own: Chromium never offers to install from an
  // incognito context, which is what Playwright's contexts are.
  test('meets Chromium’s installability criteria', async ({ playwright, baseURL }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'kala-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('shows the offline page when the network is gone, and the real page once it is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Back online: the page asks again by itself (offline.js) and the server's page comes.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('never answers the API from the service worker', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await page.evaluate(() => fetch('/api/health').then((res) => res.status))).toBe(200);
    await context.setOffline(true);
    const failed = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(failed).toBe('failed');
  });
});
