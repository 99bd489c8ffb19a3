import { MSG, SCREEN } from '@kala/contract';
import { download, expect, latestMailTo, registerUser, signIn, test } from './fixtures';

// The account half of issue 17, through the browser: verify the e-mail from the mailed link; export, then delete.

test('a new account verifies its e-mail from the outbox link, and its banner goes', async ({ page, request }) => {
  const person = await registerUser(request);
  await signIn(page, person);
  await page.goto('/');
  const banner = page.getByRole('region', { name: SCREEN.account.verifyHeading });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(SCREEN.account.bannerText);

  await expect.poll(() => latestMailTo(person.email)?.text ?? '', { timeout: 20_000 }).toContain('/auth/verify-email');
  const link = /https?:\/\/[^\s]+\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(latestMailTo(person.email)!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(MSG.auth.emailVerified)).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: SCREEN.account.verifyHeading })).toHaveCount(0);
});

test('a person exports their data, then deletes their account and can no longer log in', async ({ page, request }) => {
  const person = await registerUser(request);
  await signIn(page, person);
  await page.goto('/settings/account');

  const exported = await download(page, page.getByRole('button', { name: SCREEN.account.exportButton }));
  expect(exported.name).toMatch(/^kala-.+\.json$/);
  const data = JSON.parse(exported.bytes.toString('utf8'));
  expect(data.profile.username).toBe(person.username);

  const danger = page.getByRole('region', { name: SCREEN.account.deleteHeading });
  await danger.getByLabel(SCREEN.account.currentPassword).fill(person.password);
  await danger.getByRole('button', { name: SCREEN.account.deleteButton }).click();
  await expect(page.getByText(MSG.auth.accountDeleted)).toBeVisible();

  const login = await request.post('/api/login', { data: { username: person.username, password: person.password } });
  expect(login.status()).toBe(401);
});
