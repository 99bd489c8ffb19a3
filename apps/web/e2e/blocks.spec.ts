import { api } from './artwork-helpers';
import { expect, openAs, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Blocks (issue 17): A blocks B from B's profile; B can no longer message A (the chat says why and keeps the
// message as not sent); A finds B under Settings → Blocked people and unblocks them there.

test('A blocks B, and B can no longer message A; A unblocks B from the settings', async ({
  browser,
  page,
  request,
  device,
}) => {
  // Two people in two browsers, with several full page loads.
  test.slow();
  const asha = await registerUser(request);
  const ravi = await registerUser(request);

  // A blocks B on B's profile, after reading what it does.
  await signIn(page, asha);
  await page.goto(`/profile/${ravi.username}`);
  await page.getByRole('button', { name: 'Block' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: `Block @${ravi.username}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`You blocked @${ravi.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);

  // B tries to message A: refused with the reason, and the message stays unsent.
  // B on a device of their own, like the test's.
  const raviPage = await openAs(browser, device, ravi);
  try {
    await raviPage.goto(`/chat/${asha.id}`);
    // The header's dot says the live connection is up: a message can go.
    await expect(raviPage.getByRole('img', { name: 'Connected' })).toBeVisible(PAGE_LOAD);
    await raviPage.getByPlaceholder('Type a message...').fill('Hello?');
    await raviPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(raviPage.getByText('You cannot interact with this person.')).toBeVisible();
    await expect(raviPage.getByText('Not sent')).toBeVisible();
  } finally {
    await raviPage.context().close();
  }
  const history = await (await api(request, asha, 'get', `/api/auth/chat/history/${ravi.id}`)).json();
  expect(history).toEqual([]);

  // A finds B in the settings and unblocks them; B may message again.
  await page.goto('/settings/blocked');
  const row = page.getByRole('listitem').filter({ hasText: ravi.username });
  await row.getByRole('button', { name: 'Unblock' }).click(PAGE_LOAD);
  await expect(page.getByText(`You unblocked @${ravi.username}`)).toBeVisible();
  await expect(page.getByText("You haven't blocked anyone.")).toBeVisible();
  const blocks = await (await api(request, asha, 'get', '/api/auth/blocks')).json();
  expect(blocks).toEqual({ users: [] });
});
