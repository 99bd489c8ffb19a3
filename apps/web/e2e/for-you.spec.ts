import type { Page } from '@playwright/test';
import { createArtwork } from './artwork-helpers';
import { expect, PAGE_LOAD, registerUser, signIn, test, uniqueName } from './fixtures';

// For you (docs/product.md#for-you, issue 38 item 2): a new account picks mediums after registering, follows a
// suggested artist, and its home starts with them, each card saying why; skipping leads home too.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a new account picks a style, follows a suggested artist and sees a home made of them, with reasons', async ({
  page,
  request,
}) => {
  test.slow();
  // Two artists working in Warli: one to follow, one whose work comes as "Popular in Warli".
  const followed = await registerUser(request);
  const other = await registerUser(request);
  const followedWork = await createArtwork(request, followed, {
    title: uniqueName('Warli harvest '),
    facts: { medium: 'warli' },
  });
  const otherWork = await createArtwork(request, other, {
    title: uniqueName('Warli dance '),
    facts: { medium: 'warli' },
  });

  const username = uniqueName('fy');
  await page.goto('/auth/register');
  const fields: Record<string, string> = {
    'Full Name': 'Asha Rao',
    Email: `${username}@example.com`,
    Username: username,
    Location: 'Mumbai',
    Age: '29',
    Pincode: '400001',
    Phone: '9876543210',
    Password: 'correct-horse-42',
    'Confirm Password': 'correct-horse-42',
  };
  for (const [label, value] of Object.entries(fields)) await field(page, label).fill(value);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?from=%2Fwelcome$/, PAGE_LOAD);
  await field(page, 'Username or email').fill(username);
  await field(page, 'Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Login' }).click();

  // What do you love? Warli and Gond, then the artists.
  await expect(page).toHaveURL(/\/welcome$/, PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'What do you love?' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Warli', exact: true }).click();
  await page.getByRole('button', { name: 'Gond', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Warli', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 of 8 picked')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Artists to follow' })).toBeVisible(PAGE_LOAD);
  const suggestion = page.getByRole('listitem').filter({ hasText: `@${followed.username}` });
  await expect(suggestion).toContainText('Warli');
  await suggestion.getByRole('button', { name: 'Follow' }).click();
  await expect(suggestion.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home' }).click();

  // Home: the followed artist's work first, then what is popular in the picked style, each saying why.
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'For you' })).toBeVisible(PAGE_LOAD);
  const first = main.getByRole('article').first();
  await expect(first.getByRole('heading', { name: followedWork.title })).toBeVisible(PAGE_LOAD);
  await expect(first.getByRole('link', { name: `Because you follow @${followed.username}` })).toBeVisible();
  const popular = main.getByRole('article').filter({ has: page.getByRole('heading', { name: otherWork.title }) });
  await expect(popular.getByText('Popular in Warli')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('for-you-home.png'), fullPage: false });
});

test('the picks can be skipped: home follows, with what is trending or popular, each saying so', async ({
  page,
  request,
}) => {
  const artist = await registerUser(request);
  await createArtwork(request, artist, { title: uniqueName('Skipped ') });
  const person = await registerUser(request);
  await signIn(page, person);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'What do you love?' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'For you' })).toBeVisible(PAGE_LOAD);
  const first = main.getByRole('article').first();
  await expect(first.getByText(/^(Trending on Kala|Popular on Kala)$/)).toBeVisible(PAGE_LOAD);
  // Asked once: coming back shows the picks as saved (none).
  const answer = await request.get('/api/auth/onboarding', { headers: { authorization: `Bearer ${person.token}` } });
  expect(await answer.json()).toEqual({ onboarded: true, mediums: [] });
});
