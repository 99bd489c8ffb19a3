import AxeBuilder from '@axe-core/playwright';
import { LANGUAGE_KEY, SCREEN, VALIDATION } from '@kala/contract';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { api, createArtwork } from './artwork-helpers';
import { placeOrder } from './checkout-helpers';
import {
  adminLogin,
  expect,
  loginToken,
  openAs,
  PAGE_LOAD,
  registerUser,
  SHIPPING as ADDRESS,
  signIn,
  test,
  type TestUser,
  uniqueName,
} from './fixtures';

// Issue 40 (docs/decisions/0023-axe-accessibility-checks.md): axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules over
// every route of the app, as a visitor, a buyer, an artist and an admin, in the light and the dark theme, with the
// states that matter open (menus, dialogs, the filter drawer, the offer form, empty and error states). Any violation
// fails the test, naming the rule, the page and the element. A few tests per person, each reusing one page, keep
// the run short.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rules whose result depends on the colours: the only ones run again in the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's result for the page as it is now, one line per element that breaks a rule. Label-in-name (WCAG 2.5.3) is
 * still marked experimental in axe, so off by default: it is turned on here, since a name that does not start with
 * what is seen leaves people who speak to their browser stuck.
 */
async function violations(page: Page, where: string, only?: string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: WCAG_TAGS },
      rules: only ? {} : { 'label-content-name-mismatch': { enabled: true } },
    })
    // Legacy mode runs axe in the page itself: the default opens a blank page to finish the run, which leaves the
    // page under test in the background, where Chromium stops its animation frames and the next click waits.
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Collects every violation of a test, reported together at its end. */
class Audit {
  readonly found: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  /**
   * Checks the page in the light theme with every rule, then in the dark one (as the operating system asks for
   * it) with the colour rules: the others read the same document either way.
   */
  async check(where: string): Promise<void> {
    const { page } = this;
    const project = this.info.project.name;
    this.found.push(...(await violations(page, `${where} [light, ${project}]`)));
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Two frames: the page painted in the dark theme before axe reads its colours. Read at once, on a loaded
    // machine, a dialog and the page under it still had light-theme text on dark backgrounds now and then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    this.found.push(...(await violations(page, `${where} [dark, ${project}]`, COLOUR_RULES)));
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  }

  /** Goes to `path`, waits for `ready`, checks it. */
  async visit(path: string, ready: (page: Page) => Locator, where = path): Promise<void> {
    await this.page.goto(path);
    await expect(ready(this.page).first()).toBeVisible(PAGE_LOAD);
    await this.check(where);
  }

  expectNone(): void {
    expect(this.found, `axe found ${this.found.length} WCAG violation(s):\n${this.found.join('\n')}`).toEqual([]);
  }
}

/** Closes the open dialog or menu with Escape, and waits until it is gone. */
async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'))).toHaveCount(0);
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) });

async function startAudit(page: Page, info: TestInfo): Promise<Audit> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  return new Audit(page, info);
}

/** The phone's account menu or the desktop sidebar's theme menu, opened and checked, then closed. */
async function checkShellMenus(page: Page, audit: Audit, isMobile: boolean, where: string) {
  if (isMobile) {
    await page.getByRole('button', { name: SCREEN.nav.profile, exact: true }).click();
  } else {
    await page
      .getByRole('button', { name: new RegExp(`^${SCREEN.nav.theme}`) })
      .first()
      .click();
  }
  await expect(page.getByRole('menu')).toBeVisible();
  await audit.check(`${where} (menu open)`);
  await closeWithEscape(page);
}

interface World {
  artist: TestUser;
  buyer: TestUser;
  artwork: { id: string; title: string };
  tag: string;
}

async function makeWorld(request: Parameters<typeof registerUser>[0]): Promise<World> {
  const artist = await registerUser(request, { name: 'Ananya Iyer' });
  const buyer = await registerUser(request, { name: 'Ravi Kumar' });
  const tag = uniqueName('a11y').toLowerCase();
  const artwork = await createArtwork(request, artist, {
    title: uniqueName('Monsoon '),
    tags: [tag],
    price: 15000,
    quantity: 3,
  });
  await createArtwork(request, artist, { title: uniqueName('Harbour '), tags: [tag], colour: '#1f6fb4' });
  return { artist, buyer, artwork, tag };
}

/** Hindi from the next page on, as the language switch remembers it (its cookie and local storage). */
async function inHindi(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_KEY);
  await page.context().addCookies([{ name: LANGUAGE_KEY, value: 'hi', url: page.url() }]);
}

/** Pay on delivery. */
const SHIPPING = { ...ADDRESS, paymentMethod: 'cod' };

/** Each test walks many pages, each checked twice by axe (a few seconds a run on a busy machine). */
const WALK_TIMEOUT = 300_000;

test.describe('axe finds no WCAG 2.2 A or AA violation', () => {
  test('as a visitor browsing: the listing and its filters, an artwork, a profile, search and tags', async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const world = await makeWorld(request);
    const audit = await startAudit(page, info);

    await audit.visit('/', (p) => p.getByRole('main'));
    await checkShellMenus(page, audit, isMobile, '/');
    await audit.visit('/products', (p) => p.getByRole('link', { name: world.artwork.title }));
    await page.getByRole('button', { name: SCREEN.listing.filters }).first().click();
    await expect(page.getByRole('dialog', { name: SCREEN.listing.filters })).toBeVisible();
    await audit.check('/products (filter drawer)');
    await closeWithEscape(page);

    await audit.visit(`/products/${world.artwork.id}`, heading(world.artwork.title, 1));
    await audit.visit(`/profile/${world.artist.id}`, heading('Ananya Iyer'));
    await audit.visit('/search', (p) => p.getByRole('main'));
    await audit.visit(`/search/${world.tag}`, (p) => p.getByRole('link', { name: world.artwork.title }));
    await audit.visit('/search/zzzznothingmatches', (p) => p.getByRole('main'), '/search (no results)');
    await audit.visit(`/tags/${world.tag}`, (p) => p.getByRole('link', { name: world.artwork.title }));
    await audit.visit('/no/such/page', (p) => p.getByRole('main'), 'not found');
    await audit.visit('/products/00000000-0000-7000-8000-000000000000', (p) => p.getByRole('main'), 'no such artwork');

    audit.expectNone();
  });

  test('as a visitor signing in: login, sign-up and password screens, with their error states', async ({
    page,
  }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const audit = await startAudit(page, info);

    await audit.visit('/upload', (p) => p.getByRole('main'), '/upload (signed out)');
    await audit.visit('/auth/login', (p) => p.getByLabel(SCREEN.fields.username));
    await page.getByLabel(SCREEN.fields.username).fill('nobody_here');
    await page.getByLabel(SCREEN.fields.password, { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: SCREEN.login.submit }).click();
    // Refused: a toast says why.
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await audit.check('/auth/login (refused)');
    await audit.visit('/auth/register', (p) => p.getByLabel(SCREEN.fields.username));
    await page
      .getByRole('button', { name: /sign up|register|create/i })
      .last()
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit.check('/auth/register (invalid)');
    await audit.visit('/auth/forgot-password', heading(/./));
    await audit.visit('/auth/reset-password', heading(/./));
    await audit.visit('/auth/verify-email', heading(/./));

    audit.expectNone();
  });

  test('as a buyer and an artist: empty states, the offer form, the chat and the answer to an offer', async ({
    page,
    browser,
    request,
    isMobile,
    device,
  }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const { buyer, artist, artwork } = await makeWorld(request);
    await signIn(page, buyer);
    const audit = await startAudit(page, info);

    await audit.visit('/', (p) => p.getByRole('main'));
    await checkShellMenus(page, audit, isMobile, '/ (signed in)');
    await audit.visit('/auth/cart', (p) => p.getByRole('main'), '/auth/cart (empty)');
    await audit.visit('/auth/wishlist', (p) => p.getByRole('main'), '/auth/wishlist (empty)');
    await audit.visit('/me/orders', (p) => p.getByRole('main'), '/me/orders (empty)');
    await audit.visit('/messages', (p) => p.getByRole('main'), '/messages (empty)');
    await audit.visit('/notifications', (p) => p.getByRole('main'), '/notifications (empty)');

    // The artwork page with its offer form, then the chat it opens.
    await audit.visit(`/products/${artwork.id}`, heading(artwork.title, 1));
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(offer).toBeVisible();
    await audit.check('make-offer dialog');
    await offer.getByLabel('Your offer (₹)').fill('12000');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${artist.id}$`), PAGE_LOAD);
    await expect(page.getByRole('article', { name: 'Offer', exact: true })).toContainText('₹12,000', PAGE_LOAD);
    await audit.check('/chat (an offer sent)');

    // The artist: the inbox with an unread message, and the counter-offer form open in the chat.
    const artistPage = await openAs(browser, device, artist);
    const artistAudit = await startAudit(artistPage, info);
    await artistAudit.visit('/messages', (p) => p.getByRole('link', { name: /Ravi Kumar/ }), '/messages (unread)');
    await artistAudit.visit(`/chat/${buyer.id}`, (p) => p.getByRole('article', { name: 'Offer', exact: true }));
    const card = artistPage.getByRole('article', { name: 'Offer', exact: true });
    await card.getByRole('button', { name: 'Counter' }).click();
    await expect(card.getByLabel('Your counter-offer (₹)')).toBeVisible();
    await artistAudit.check('/chat (counter-offer form)');
    await artistPage.context().close();

    audit.expectNone();
    artistAudit.expectNone();
  });

  test('as a buyer: cart, checkout, orders, profile and settings', async ({ page, request }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const { buyer, artist, artwork } = await makeWorld(request);
    await api(request, buyer, 'post', `/api/auth/${artist.id}/follow`);
    await api(request, buyer, 'post', '/api/auth/cart', { artworkId: artwork.id });
    await api(request, buyer, 'post', '/api/auth/wishlist', { artworkId: artwork.id });
    await signIn(page, buyer);
    const audit = await startAudit(page, info);

    await audit.visit('/auth/cart', (p) => p.getByRole('link', { name: artwork.title }));
    await audit.visit('/auth/wishlist', (p) => p.getByRole('link', { name: artwork.title }));
    await audit.visit('/checkout', heading('Checkout'));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit.check('/checkout (invalid address)');
    const [order] = await (await api(request, buyer, 'post', '/api/auth/checkout', SHIPPING)).json();
    await audit.visit('/me/orders', (p) => p.getByRole('link', { name: new RegExp(artwork.title) }));
    await audit.visit(`/orders/${order.id}`, (p) => p.getByText(artwork.title));
    await audit.visit(`/me/profile/${buyer.username}`, heading(buyer.name));
    await audit.visit(`/me/profile/${buyer.username}/update`, (p) => p.getByRole('main'));
    await audit.visit(`/profile/${artist.id}`, heading('Ananya Iyer'));
    await audit.visit('/settings/account', (p) => p.getByRole('main'));
    await audit.visit('/settings/notifications', (p) => p.getByRole('main'));
    await audit.visit('/settings/blocked', (p) => p.getByRole('main'));
    // Shipping and returns (issue 34 item 3).
    await audit.visit('/settings/shipping', (p) => p.getByRole('button', { name: 'Save shipping' }));
    // Payout details (issue 37 item 1): the form, and its errors.
    await audit.visit('/settings/payouts', (p) => p.getByRole('button', { name: 'Save payout details' }));
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit.check('/settings/payouts (invalid details)');

    audit.expectNone();
  });

  test('as an artist: the studio, editing a listing, sales, notifications, upload, the followers dialog and a report', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const { buyer, artist, artwork } = await makeWorld(request);
    // A follower, a sale and a comment, as the buyer would make them.
    await api(request, buyer, 'post', `/api/auth/${artist.id}/follow`);
    await placeOrder(request, buyer, artwork.id);
    await api(request, buyer, 'post', `/api/auth/comments/${artwork.id}`, { content: 'Lovely colours' });
    await signIn(page, artist);
    const audit = await startAudit(page, info);

    // The studio with its "Your artworks" table loaded (issue 34).
    await audit.visit('/me/studio', (p) => p.getByRole('table').getByText(artwork.title).last());
    await audit.visit('/me/sales', (p) => p.getByRole('link', { name: new RegExp(artwork.title) }));
    // Managing a listing: the edit screen, refused with an empty title, and the owner's menu on the artwork page.
    await audit.visit(`/artworks/${artwork.id}/edit`, (p) => p.getByRole('button', { name: SCREEN.manage.save }));
    await page.getByLabel(SCREEN.upload.titleLabel, { exact: true }).fill('');
    await page.getByRole('button', { name: SCREEN.manage.save }).click();
    await expect(page.getByText(VALIDATION.artworkForm.titleRequired).first()).toBeVisible();
    await audit.check(`/artworks/{id}/edit (invalid)`);
    await audit.visit(`/products/${artwork.id}`, heading(artwork.title, 1));
    await page.getByRole('button', { name: SCREEN.manage.menu }).click(PAGE_LOAD);
    await expect(page.getByRole('menu')).toBeVisible();
    await audit.check('owner menu');
    await closeWithEscape(page);
    await audit.visit('/notifications', (p) => p.getByRole('main'));
    await audit.visit(`/me/profile/${artist.username}`, heading('Ananya Iyer'));
    await page
      .getByRole('button', { name: new RegExp(SCREEN.profile.followers, 'i') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('followers dialog');
    await closeWithEscape(page);

    await audit.visit('/upload', (p) => p.getByRole('main'));
    await page
      .getByRole('button', { name: /Upload Artwork/ })
      .last()
      .click();
    await audit.check('/upload (invalid)');

    // A comment's menu and the report dialog.
    await audit.visit(`/products/${artwork.id}`, heading(artwork.title, 1));
    const comment = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Lovely colours' });
    await comment.getByRole('button', { name: SCREEN.report.moreActions }).click(PAGE_LOAD);
    await expect(page.getByRole('menu')).toBeVisible();
    await audit.check('comment menu');
    await page.getByRole('menuitem', { name: SCREEN.report.action }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('report dialog');
    await closeWithEscape(page);

    // The studio's change badges, the settings' badge and the navigation's counts in Hindi.
    await inHindi(page);
    await audit.visit('/me/studio', (p) => p.getByRole('main'), '/me/studio (Hindi)');
    await audit.visit('/settings/account', (p) => p.getByRole('main'), '/settings/account (Hindi)');

    audit.expectNone();
  });

  test('as an admin: every section, with its dialogs', async ({ page, request }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const world = await makeWorld(request);
    const reporter = await registerUser(request);
    const comment = await (
      await api(request, world.buyer, 'post', `/api/auth/comments/${world.artwork.id}`, { content: 'Buy cheap pills' })
    ).json();
    await api(request, reporter, 'post', '/api/auth/reports', {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'spam',
    });
    await placeOrder(request, world.buyer, world.artwork.id);
    await signIn(page, { token: await loginToken(request, adminLogin.username, adminLogin.password) });
    const audit = await startAudit(page, info);

    await audit.visit('/admin/user_manage', (p) => p.getByRole('row').nth(1));
    await page.getByRole('button', { name: SCREEN.admin.editItem(world.buyer.username) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('edit user dialog');
    await closeWithEscape(page);
    await page.getByRole('button', { name: SCREEN.admin.deleteItem(world.buyer.username) }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit.check('confirm delete dialog');
    await closeWithEscape(page);
    await audit.visit('/admin/artwork_manage', (p) => p.getByRole('row').nth(1));
    await page.getByRole('button', { name: SCREEN.admin.editItem(world.artwork.title) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('edit artwork dialog');
    await closeWithEscape(page);
    // Deleting an artwork asks in a toast.
    await page.getByRole('button', { name: SCREEN.admin.deleteItem(world.artwork.title) }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await audit.check('delete artwork toast');
    await audit.visit('/admin/orders_manage', (p) => p.getByRole('row').nth(1));
    await audit.visit('/admin/admin_dashboard', (p) => p.getByRole('main'));
    await audit.visit('/admin/moderation', (p) => p.getByText('Buy cheap pills'));
    await audit.visit('/admin/audit', (p) => p.getByRole('main'));
    // The copy-id buttons and the badges in Hindi.
    await inHindi(page);
    await audit.visit('/admin/user_manage', (p) => p.getByRole('row').nth(1), '/admin/user_manage (Hindi)');
    await audit.visit('/admin/audit', (p) => p.getByRole('main'), '/admin/audit (Hindi)');

    audit.expectNone();
  });

  // Certificates of authenticity (issue 37 item 8): the card on the order (the buyer's switch), and the public page
  // genuine and for an unknown number.
  test('certificates: the order of an original and its verify page, genuine and unknown', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(WALK_TIMEOUT);
    const { buyer, artist } = await makeWorld(request);
    const original = await createArtwork(request, artist, {
      title: uniqueName('Original '),
      price: 9000,
      facts: { edition: 'original', medium: 'oil', year: '2024' },
    });
    const [order] = await placeOrder(request, buyer, original.id);
    await api(request, artist, 'patch', `/api/auth/sales/${order.id}`, { paymentStatus: 'paid' });
    const { certificate } = await (await api(request, buyer, 'get', `/api/auth/orders/${order.id}`)).json();
    await signIn(page, buyer);
    const audit = await startAudit(page, info);

    await audit.visit(
      `/orders/${order.id}`,
      (p) => p.getByRole('switch', { name: SCREEN.certificate.showName }),
      '/orders/{id} (a certificate)',
    );
    await audit.visit(`/verify/${certificate.number}`, heading(SCREEN.certificate.genuine, 1), '/verify (genuine)');
    await audit.visit('/verify/KALA-2026-0000-0000', heading(SCREEN.certificate.notKala, 1), '/verify (unknown)');

    audit.expectNone();
  });
});
