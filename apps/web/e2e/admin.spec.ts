import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import {
  adminLogin,
  expect,
  loginToken,
  PAGE_LOAD,
  registerUser,
  signIn,
  type TestUser,
  test,
  uniqueName,
} from './fixtures';

// The admin back-office end to end (docs/product.md#admin; docs/product.md#beyond-the-original-client: admin UI only
// for admins): users, artworks and orders are created, changed and deleted through the screens, and a plain user is
// kept out.

function png(hex: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: hex } })
    .png()
    .toBuffer();
}

async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await loginToken(request, adminLogin.username, adminLogin.password);
  await signIn(page, { token });
  return token;
}

/** An artwork for sale by `artist`, uploaded through the API. */
async function createArtwork(request: APIRequestContext, artist: TestUser, title: string, quantity = '3') {
  const res = await request.post('/api/auth/artworks', {
    headers: { Authorization: `Bearer ${artist.token}` },
    multipart: {
      title,
      description: 'Natural pigments on handmade paper',
      category: 'Painting',
      price: '4500',
      quantity,
      'tags[0]': 'folk',
      forSale: 'true',
      files: { name: 'art.png', mimeType: 'image/png', buffer: await png('#b4441f') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** The main navigation's 'Admin' link: in the sidebar on desktop, in the account menu on phones. */
async function adminNavLink(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    return page.getByRole('menuitem', { name: 'Admin', exact: true });
  }
  return page.getByRole('complementary').getByRole('link', { name: 'Admin', exact: true });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').first().fill(text);
}

test('the main navigation leads admins to the back-office and its sections', async ({ page, request }, testInfo) => {
  await signInAsAdmin(page, request);
  await page.goto('/search');
  await (await adminNavLink(page, testInfo)).click();
  // Artwork Manage is the default section (the back-office's code loads first: a page load).
  await expect(page.getByRole('heading', { name: 'Artwork Management' })).toBeVisible(PAGE_LOAD);
  const sections = page.getByRole('navigation', { name: 'Admin navigation' });
  await sections.getByRole('link', { name: 'User Manage' }).click();
  await expect(page).toHaveURL(/\/admin\/user_manage$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await sections.getByRole('link', { name: 'Order Manage' }).click();
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();
  await sections.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales per day' })).toBeVisible();
});

test('an admin creates, edits and deletes a user', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const username = uniqueName('adm');

  await page.goto('/admin/user_manage');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible(PAGE_LOAD);

  // Add User: the password rule first, then a real create.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add User' });
  await addDialog.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await addDialog.getByLabel('Email').fill(`${username}@example.com`);
  await addDialog.getByLabel('Username').fill(username);
  await addDialog.getByLabel('Location').fill('Mumbai');
  await addDialog.getByLabel('Gender').selectOption('Male');
  await addDialog.getByLabel('Age').fill('34');
  await addDialog.getByLabel('Pincode').fill('400050');
  await addDialog.getByLabel('Phone').fill('9812345678');
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(addDialog.getByText('Password is required for new users.')).toBeVisible();
  await addDialog.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();
  await expect(addDialog).toBeHidden();

  // The search runs on the server, in any case.
  await search(page, username.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ravi Kumar');
  await expect(row).toContainText('Mumbai');

  // Edit User: no password field; the change shows in the table.
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('Username')).toHaveValue(username);
  await expect(editDialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await editDialog.getByLabel('Location').fill('Pune');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  await expect(row).toContainText('Pune');

  // Delete, after the confirmation.
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText('Are you sure you want to delete this user?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('User deleted successfully!')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test('an admin edits an artwork', async ({ page, request }) => {
  const artist = await registerUser(request);
  const original = await createArtwork(request, artist, `Lotus ${uniqueName('t')}`);
  await signInAsAdmin(page, request);

  // /admin opens Artwork Manage, the default section.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Artwork Management' })).toBeVisible(PAGE_LOAD);
  await search(page, original.title);
  await expect(page.getByRole('row', { name: new RegExp(original.title) })).toContainText(`@${artist.username}`);

  // Edit: title, price, quantity 0, a tag (one leading #), and one new image.
  const edited = `${original.title} (restored)`;
  await page.getByRole('button', { name: `Edit ${original.title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Artwork' });
  await expect(editDialog.getByText('#folk')).toBeVisible();
  await editDialog.getByLabel('Title').fill(edited);
  await editDialog.getByLabel('Price').fill('5200');
  await editDialog.getByLabel('Quantity').fill('0');
  await editDialog.getByLabel('Tags').fill('##madhubani');
  await editDialog.getByLabel('Tags').press('Enter');
  await expect(editDialog.getByText('#madhubani', { exact: true })).toBeVisible();
  await editDialog.getByLabel('Image').setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: await png('#2a6f97'),
  });
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Artwork updated successfully!')).toBeVisible();
  const editedRow = page.getByRole('row', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) });
  await expect(editedRow).toContainText('₹5,200');
  await expect(editedRow).toContainText('#madhubani');
});

test('an admin creates an artwork for an artist and deletes it', async ({ page, request }) => {
  const artist = await registerUser(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/artwork_manage');

  // Add Artwork for the chosen artist.
  const created = `Peacock ${uniqueName('t')}`;
  await page.getByRole('button', { name: 'Add Artwork' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Artwork' });
  await addDialog.getByLabel('Artist').fill(artist.username);
  await addDialog.getByRole('button', { name: new RegExp(`@${artist.username}`) }).click();
  await expect(addDialog.getByText(`@${artist.username}`)).toBeVisible();
  await addDialog.getByLabel('Title').fill(created);
  await addDialog.getByLabel('Category').selectOption('Painting');
  await addDialog.getByLabel('Price').fill('1500');
  await addDialog.getByLabel('Quantity').fill('2');
  await addDialog.getByLabel('Tags').fill('kala, #e2e,kala,');
  await expect(addDialog.getByRole('button', { name: /^Remove tag/ })).toHaveCount(2);
  await addDialog.getByLabel('Image').setInputFiles({
    name: 'peacock.png',
    mimeType: 'image/png',
    buffer: await png('#1f7a4d'),
  });
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Artwork created successfully!')).toBeVisible();
  await search(page, created);
  const createdRow = page.getByRole('row', { name: new RegExp(created) });
  await expect(createdRow).toContainText(`@${artist.username}`);
  await expect(createdRow).toContainText('Available');

  // Delete, confirmed in the toast.
  await page.getByRole('button', { name: `Delete ${created}` }).click();
  await expect(page.getByText('Are you sure you want to delete this artwork?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Artwork deleted successfully!')).toBeVisible();
  await expect(page.getByText('No artworks found')).toBeVisible();
});

test("an admin changes an order's payment status and deletes the order", async ({ page, request }) => {
  const artist = await registerUser(request);
  const buyer = await registerUser(request);
  const artwork = await createArtwork(request, artist, `Ikat ${uniqueName('t')}`);
  const auth = { Authorization: `Bearer ${buyer.token}` };
  expect((await request.post('/api/auth/cart', { headers: auth, data: { artworkId: artwork.id } })).status()).toBe(201);
  const checkout = await request.post('/api/auth/checkout', {
    headers: auth,
    data: { name: 'Ravi Kumar', address: '14 Linking Road', city: 'Mumbai', pincode: '400050', phone: '9812345678' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const adminToken = await signInAsAdmin(page, request);

  await page.goto('/admin/orders_manage');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible(PAGE_LOAD);
  await search(page, buyer.username);
  const row = page.getByRole('row', { name: new RegExp(buyer.username) });
  await expect(row).toContainText(artwork.title);
  await expect(row).toContainText('₹4,500');

  const status = row.getByRole('combobox', { name: /^Payment status of order/ });
  await expect(status).toHaveValue('pending');
  await status.selectOption('paid');
  await expect(page.getByText('Payment status updated')).toBeVisible();
  // Paid is final for a person (only the payment service refunds): the choice gives way to a plain badge.
  await expect(row.getByText(/Payment status of order .*: Paid$/)).toBeVisible();
  await expect(status).toHaveCount(0);
  const orders = await request.get(`/api/admin/orders?q=${buyer.username}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect((await orders.json())[0].paymentStatus).toBe('paid');

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Order deleted successfully')).toBeVisible();
  await expect(page.getByText('No orders found')).toBeVisible();
});

test('a plain user is kept out of the admin paths', async ({ page, request }, testInfo) => {
  const user = await registerUser(request);
  await signIn(page, user);

  await page.goto('/search');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('complementary').getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  }

  for (const path of ['/admin', '/admin/user_manage']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You do not have permission to do this')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  }

  // The server refuses too.
  const res = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(403);
});
