import { ERR, NOTIFY, SCREEN } from '@kala/contract';
import type { Page } from '@playwright/test';
import { api, createArtwork, reportedComment } from './artwork-helpers';
import { adminLogin, asAdmin, expect, openAs, PAGE_LOAD, registerUser, signIn, test, uniqueName } from './fixtures';

// Moderation (issue 17): A reports B's comment from its menu; an admin hides it from /admin/moderation (and the
// audit log says so); A no longer sees it, B sees it marked hidden. A suspended person's login is refused with
// the clear message.

const M = SCREEN.moderation;
const R = SCREEN.report;

/** The moderation queue's card of the comment saying `text`. */
function queueCard(page: Page, text: string) {
  return page.getByRole('listitem', { name: new RegExp(`^${M.kinds.comment} `) }).filter({ hasText: text });
}

test("A reports B's comment, an admin hides it: gone for A, marked hidden for B", async ({
  browser,
  page,
  request,
  device,
}) => {
  // Three people in three browsers, with several full page loads.
  test.slow();
  const artist = await registerUser(request);
  const asha = await registerUser(request);
  const bhavna = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: uniqueName('Reported ') });
  const text = `You paint like a child ${uniqueName('c')}`;
  await api(request, bhavna, 'post', `/api/auth/comments/${artwork.id}`, { content: text });

  // A reports B's comment from the comment's menu: a reason, a few words, sent, thanked.
  await signIn(page, asha);
  await page.goto(`/products/${artwork.id}`);
  const main = page.getByRole('main');
  const comment = main.getByRole('listitem').filter({ hasText: text });
  await comment.getByRole('button', { name: R.moreActions }).click(PAGE_LOAD);
  await page.getByRole('menuitem', { name: R.action }).click();
  const dialog = page.getByRole('dialog', { name: R.title.comment });
  await dialog.getByText(R.reasons.harassment).click();
  await dialog.getByLabel(R.detailsLabel).fill('Insults the artist');
  await dialog.getByRole('button', { name: R.submit }).click();
  // The dialog now thanks the person (and takes that title).
  const thanks = page.getByRole('dialog', { name: R.thanksTitle });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: R.done }).click();
  await expect(thanks).toHaveCount(0);

  // An admin finds it in the queue with the reason and the words, and hides it; the audit log records it.
  const admin = await openAs(browser, device, await asAdmin(request));
  try {
    await admin.goto('/admin/moderation');
    const card = queueCard(admin, text);
    await expect(card).toBeVisible(PAGE_LOAD);
    await expect(card).toContainText(`${R.reasons.harassment} · 1`);
    await expect(card).toContainText('Insults the artist');
    await expect(card.getByRole('link', { name: M.by(bhavna.username) })).toBeVisible();
    await card.getByRole('button', { name: M.hide, exact: true }).click();
    // Hiding asks why (decision 0028).
    const hide = admin.getByRole('dialog', { name: M.hideTitle });
    await hide.getByLabel(M.reason).selectOption({ label: NOTIFY.text.moderationReasons.hateful });
    await hide.getByRole('button', { name: M.hide, exact: true }).click();
    await expect(admin.getByText(M.done.hide, { exact: true }).first()).toBeVisible();
    // Hiding deals with the reports: the item leaves the queue.
    await expect(queueCard(admin, text)).toHaveCount(0);

    await admin.goto('/admin/audit');
    const row = admin.getByRole('row').filter({ hasText: SCREEN.audit.actions['content.hide'] }).first();
    await expect(row).toBeVisible(PAGE_LOAD);
    await expect(row).toContainText(`@${adminLogin.username}`);
    await expect(row).toContainText(SCREEN.audit.targets.comment);
  } finally {
    await admin.context().close();
  }

  // A no longer sees the comment.
  await page.reload();
  await expect(main.getByText('No comments yet — be the first one!')).toBeVisible(PAGE_LOAD);
  await expect(main.getByText(text)).toHaveCount(0);

  // B still sees their comment, marked hidden.
  const author = await openAs(browser, device, bhavna);
  try {
    await author.goto(`/products/${artwork.id}`);
    const own = author.getByRole('main').getByRole('listitem').filter({ hasText: text });
    await expect(own).toBeVisible(PAGE_LOAD);
    await expect(own).toContainText(M.hiddenMark);
  } finally {
    await author.context().close();
  }
});

test('a person suspended from the queue can no longer log in, and is told why', async ({ page, request }) => {
  const artist = await registerUser(request);
  const spammer = await registerUser(request);
  const reporter = await registerUser(request);
  const artwork = await createArtwork(request, artist, { title: uniqueName('Spammed ') });
  const text = `Cheap followers here ${uniqueName('s')}`;
  await reportedComment(request, artwork.id, text, { writer: spammer, reporter });

  await signIn(page, await asAdmin(request));
  await page.goto('/admin/moderation');
  const card = queueCard(page, text);
  await card.getByRole('button', { name: M.suspend }).click(PAGE_LOAD);
  await expect(page.getByText(M.done.suspend, { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: M.unsuspend })).toBeVisible();

  // Their session ended at once; logging in is refused with the reason.
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${spammer.token}` } });
  expect(me.status()).toBe(401);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await page.getByLabel('Username or email', { exact: true }).fill(spammer.username);
  await page.getByLabel('Password', { exact: true }).fill(spammer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(ERR.accountSuspended).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
