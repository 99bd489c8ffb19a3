import type { Page, Route } from '@playwright/test';
import { expect, registerUser, test } from './fixtures';

// Code that loads after the page (lib/retry-import.ts): the toaster loads with the first toast. Should the
// server be unreachable at that moment, the screen stays as it is and the toast appears once the code arrives;
// the app is never blanked by a failed download.

// The network is shaped with page.route, which does not see what the service worker fetches (Chromium): once the
// worker controls the page it would fetch the toaster's code itself (decision 0030). The app's own retry is what is
// tested here, so this file runs without the worker.
test.use({ serviceWorkers: 'block' });

/** Refuses, as a stopped server would, every script that holds sonner (the toaster); returns the undo. */
async function refuseToasterCode(page: Page): Promise<{ refused: Promise<void>; undo: () => Promise<void> }> {
  let markRefused = () => {};
  const refused = new Promise<void>((resolve) => {
    markRefused = resolve;
  });
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-sonner-toaster')) {
      markRefused();
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({ response, body });
  };
  await page.route('**/assets/*.js', handler);
  // The app retries the download meanwhile: a retry in flight is let finish (refused) before the network is back.
  return { refused, undo: () => page.unrouteAll({ behavior: 'wait' }) };
}

test('a toast whose code cannot load leaves the screen in place, and shows once the code arrives', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto('/auth/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  const toasterCode = await refuseToasterCode(page);

  await page.getByLabel('Username or email', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await login.click();
  await toasterCode.refused;
  // Past the failed download, the login screen is still there and still works.
  await page.waitForTimeout(300);
  await expect(login).toBeVisible();
  await expect(page.getByLabel('Username or email', { exact: true })).toHaveValue(user.username);

  // The network is back: the browser says so, the code loads and the toast shows.
  await toasterCode.undo();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.locator('[data-sonner-toast]').getByText('Incorrect username or password')).toBeVisible();
});
