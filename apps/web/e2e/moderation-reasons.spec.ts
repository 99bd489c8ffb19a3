import { NOTIFY, SCREEN } from '@kala/contract';
import { api, createArtwork } from './artwork-helpers';
import { asAdmin, expect, openAs, PAGE_LOAD, registerUser, signIn, test, uniqueName } from './fixtures';

// Moderation the artist can see (issue 34, decision 0028): an admin hides a reported artwork with a reason; its
// artist sees "Hidden by moderators" with the reason and asks for a review; the admin finds the request in the
// queue with the artist's words. A visitor is told, neutrally, that the artwork is not available.

const M = SCREEN.moderation;
const N = SCREEN.moderation.notice;
const reason = NOTIFY.text.moderationReasons.copyright;

test('an admin hides a work with a reason, the artist sees it and asks for a review, the admin sees the request', async ({
  browser,
  page,
  request,
  device,
}) => {
  test.slow();
  const artist = await registerUser(request);
  const reporter = await registerUser(request);
  const title = uniqueName('Copied ');
  const artwork = await createArtwork(request, artist, { title });
  await api(request, reporter, 'post', '/api/auth/reports', {
    targetType: 'artwork',
    targetId: artwork.id,
    reason: 'copyright',
  });
  const words = `I painted this myself, here is my sketchbook ${uniqueName('w')}`;

  const admin = await openAs(browser, device, await asAdmin(request));
  try {
    // The admin hides it with a reason and a note for the artist.
    await admin.goto('/admin/moderation');
    const card = admin.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: M.hide, exact: true }).click(PAGE_LOAD);
    const dialog = admin.getByRole('dialog', { name: M.hideTitle });
    await dialog.getByRole('button', { name: M.hide, exact: true }).click();
    await expect(dialog.getByText('Choose a reason for hiding it', { exact: false })).toBeVisible();
    await dialog.getByLabel(M.reason).selectOption({ label: reason });
    await dialog.getByLabel(M.note).fill('Matches a photograph by someone else');
    await dialog.getByRole('button', { name: M.hide, exact: true }).click();
    await expect(admin.getByText(M.done.hide, { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    // The artist sees it hidden, with the reason, and asks for a review.
    await signIn(page, artist);
    await page.goto(`/products/${artwork.id}`);
    const notice = page.getByRole('region', { name: N.title });
    await expect(notice).toBeVisible(PAGE_LOAD);
    await expect(notice).toContainText(N.reason(reason));
    await expect(notice).toContainText('Matches a photograph by someone else');
    await notice.getByRole('button', { name: N.askReview }).click();
    const ask = page.getByRole('dialog', { name: N.dialogTitle });
    await ask.getByLabel(N.message).fill(words);
    await ask.getByRole('button', { name: N.send }).click();
    await expect(notice.getByText(N.pending)).toBeVisible();
    await expect(notice.getByRole('button', { name: N.askReview })).toHaveCount(0);

    // The bell told them too, with the reason.
    await page.goto('/notifications');
    await expect(page.getByRole('main').getByText(`Reason: ${reason}`, { exact: false }).first()).toBeVisible(
      PAGE_LOAD,
    );

    // The admin finds the request in the queue, with the artist's words.
    await admin.goto('/admin/moderation');
    const requested = admin.getByRole('listitem').filter({ hasText: title });
    await expect(requested).toBeVisible(PAGE_LOAD);
    await expect(requested).toContainText(M.reviewRequested);
    await expect(requested).toContainText(words);
    await expect(requested.getByRole('button', { name: M.keepHidden })).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // Anyone else: neutral, blaming nobody.
  const visitor = await openAs(browser, device, await registerUser(request));
  try {
    await visitor.goto(`/products/${artwork.id}`);
    await expect(visitor.getByText(SCREEN.artwork.unavailable)).toBeVisible(PAGE_LOAD);
  } finally {
    await visitor.context().close();
  }
});
