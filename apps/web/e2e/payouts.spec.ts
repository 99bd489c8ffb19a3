import { razorpayStandIn } from '../../../playwright.config';
import { expect, PAGE_LOAD, registerUser, signIn, test } from './fixtures';

// Payout details (issue 37 item 1, decision 0034): an artist fills them in at Settings → Payouts, is told clearly
// what is wrong, sees "Being checked" once Razorpay (the stand-in) has the linked account, and "Active" after
// Razorpay's signed webhook says so.

test('an artist gives payout details, sees them being checked, then active', async ({ page, request, baseURL }) => {
  const artist = await registerUser(request);
  await signIn(page, artist);
  await page.goto('/settings/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Not set up')).toBeVisible();

  await page.getByLabel('Name as on your PAN card').fill('Meera Pillai');
  await page.getByLabel('PAN', { exact: true }).fill('ABCXE1234F');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Bank account number', { exact: true }).fill('123456789012');
  await page.getByLabel('Bank account number again').fill('123456789013');
  await page.getByLabel('IFSC').fill('hdfc0001234');
  await page.getByLabel('Address').fill('4 Temple Street');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByLabel('Pincode').fill('682001');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText("The PAN's fourth letter must say who holds it", { exact: false })).toBeVisible();
  await expect(page.getByText('The two bank account numbers are not the same')).toBeVisible();

  await page.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
  await page.getByLabel('Bank account number again').fill('123456789012');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText('Payout details saved')).toBeVisible(PAGE_LOAD);
  const status = page.getByRole('region', { name: 'Payout account' });
  await expect(status.getByText('Being checked')).toBeVisible();
  await expect(status.getByText('••••9012')).toBeVisible();
  await expect(status.getByText('••••234F')).toBeVisible();
  await expect(page.getByText('123456789012')).toHaveCount(0);

  // Razorpay activates the account: its signed webhook reaches Kala.
  const moved = await request.post(`${razorpayStandIn}/test/route-status`, {
    data: { email: artist.email, status: 'activated', url: `${baseURL}/api/webhooks/razorpay` },
  });
  expect(await moved.json()).toEqual({ status: 200 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payout account' }).getByText('Active')).toBeVisible(PAGE_LOAD);
});
