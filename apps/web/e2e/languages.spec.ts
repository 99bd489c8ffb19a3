import { HINDI } from '@kala/contract/hi';
import { ERR, SCREEN, VALIDATION } from '@kala/contract';
import { expect, registerUser, test } from './fixtures';

// Issue 18 item 5 (docs/decisions/0015-languages.md): the language switch turns the shell, a form's validation
// messages and a toast into Hindi and back, and the choice survives a reload — on server-rendered pages too.

const hi = HINDI;

test('the language switch turns the app into Hindi and back, and is remembered', async ({ page, request }) => {
  const user = await registerUser(request);

  // The home page is rendered on the server: in English for a browser that asks for English.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: 'हिन्दी' }).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The shell: the navigation and the switch back.
  await expect(
    page.getByRole('link', { name: hi.SCREEN.nav.home, exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' }).filter({ visible: true }).first()).toBeVisible();

  // Survives a reload: the server renders the page in Hindi (its cookie), and the browser keeps it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(
    page.getByRole('link', { name: hi.SCREEN.nav.home, exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  // A form: its validation messages in Hindi.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: hi.SCREEN.login.heading })).toBeVisible();
  await page.getByRole('button', { name: hi.SCREEN.login.submit }).click();
  await expect(page.getByText(hi.VALIDATION.login.usernameRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.login.usernameRequired)).toHaveCount(0);

  // A toast: the server's refusal, in Hindi.
  await page.getByLabel(hi.SCREEN.login.usernameOrEmail, { exact: true }).fill(user.username);
  await page.getByLabel(hi.SCREEN.fields.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: hi.SCREEN.login.submit }).click();
  await expect(page.getByText(hi.ERR.badCredentials)).toBeVisible();
  // On a phone the toast lies over the top bar and its switch: closed first, as a person would.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText(hi.ERR.badCredentials)).toHaveCount(0);

  // And back to English, remembered too.
  await page.getByRole('button', { name: 'English' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { name: SCREEN.login.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: SCREEN.login.submit }).click();
  await expect(page.getByText(VALIDATION.login.usernameRequired)).toBeVisible();
  await page.getByLabel(SCREEN.login.usernameOrEmail, { exact: true }).fill(user.username);
  await page.getByLabel(SCREEN.fields.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: SCREEN.login.submit }).click();
  await expect(page.getByText(ERR.badCredentials)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: SCREEN.login.heading })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'हिन्दी' }).filter({ visible: true }).first()).toBeVisible();
});

test('a browser that asks for Hindi gets Hindi pages from the server, hydrated without a redraw', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'hi-IN', extraHTTPHeaders: { 'accept-language': 'hi' } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/products');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="hi-IN"');
  expect(html).toContain(hi.SCREEN.listing.filters);
  await expect(page.getByRole('button', { name: 'English' }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: hi.SCREEN.listing.filters }).first()).toBeVisible();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  await context.close();
});
