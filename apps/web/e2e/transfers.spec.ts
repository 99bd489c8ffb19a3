import { createArtwork } from './artwork-helpers';
import { activatePayouts, buyOnline } from './checkout-helpers';
import { asAdmin, expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Transfers to artists (issue 37 items 3 and 9, decision 0039): an artist with an active Route linked account sells
// online; Kala makes the transfer of their share on hold at the stand-in; an admin sees it held in the payouts view
// (/admin/payouts) and releases it by hand with a reason.

test('an admin sees a held transfer in the payouts view and releases it by hand', async ({
  page,
  request,
  baseURL,
}) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  // The artist's payout details, and Razorpay's signed word that their account is active.
  await activatePayouts(request, artist, baseURL);

  // A buyer pays online for one work (₹1,500: Kala's 10% fee leaves the artist ₹1,350).
  const artwork = await createArtwork(request, artist, { price: 1500 });
  await buyOnline(request, buyer, artwork.id);

  await signIn(page, await asAdmin(request));
  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { name: 'Transfers to artists', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Ledger check' })).toBeVisible();
  await page.getByRole('button', { name: /^On hold/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: artwork.title });
  await expect(row.getByText('On hold', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(row.getByText('₹1,350')).toBeVisible();
  await expect(row.getByText('Released after delivery and the return window')).toBeVisible();

  await row.getByRole('button', { name: 'Release now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Release this transfer now' })).toBeVisible();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Release now' }).click();
  await expect(dialog.getByText('Say why the transfer is released or held by hand')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Buyer confirmed by phone that it arrived');
  await dialog.getByRole('button', { name: 'Release now' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Released/ }).click();
  const released = page.getByRole('listitem').filter({ hasText: artwork.title });
  await expect(released.getByText('Released', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(released.getByRole('button', { name: 'Release now' })).toHaveCount(0);

  // The audit log names it.
  await page.goto('/admin/audit');
  await expect(page.getByText('Released a transfer by hand').first()).toBeVisible(PAGE_LOAD);
});
