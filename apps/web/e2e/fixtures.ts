import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  test as base,
  expect,
} from '@playwright/test';

// Helpers shared by the end-to-end specs. Accounts are made through the real API (fast, and each test gets
// its own users, so specs run in parallel without seeing each other's data).

export const e2eDataDir = path.join(tmpdir(), `kala-e2e-${process.env.E2E_PORT ?? 8181}`);
export const adminLogin = { username: 'e2e_admin', password: 'e2e-admin-password' };

/**
 * How long a page's first load may take before a check gives up: the first paint after a full load fetches the app's
 * code, slow on a busy machine running many browsers. A check that passes does not wait for it.
 */
export const PAGE_LOAD = { timeout: 20_000 };

let counter = 0;
/** A unique, valid username per call across parallel workers. */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? 0}${counter}`.slice(0, 30);
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  name: string;
  email: string;
  token: string;
}

export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<Record<string, string>> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const body = {
    name: `Test ${username}`,
    email: `${username}@example.com`,
    username,
    location: 'Mumbai',
    gender: 'female',
    age: '29',
    pincode: '400001',
    phone: '9876543210',
    password: 'correct-horse-42',
    confirmPassword: 'correct-horse-42',
    ...overrides,
  };
  const res = await request.post('/api/register', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const profile = await res.json();
  const token = await loginToken(request, body.username, body.password);
  return {
    id: profile.id,
    username: body.username,
    password: body.password,
    name: body.name,
    email: body.email,
    token,
  };
}

/** The suite's admin (playwright.config.ts gives the server its login), signed in through the API: for signIn or openAs. */
export async function asAdmin(request: APIRequestContext): Promise<{ token: string }> {
  return { token: await loginToken(request, adminLogin.username, adminLogin.password) };
}

export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).access_token;
}

/** Signs the browser in as a person would stay signed in: the token in localStorage before the app starts. */
export async function signIn(page: Page, user: { token: string }): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, user.token);
}

/** The device options of the test's project, for a second person's context. */
export type DeviceOptions = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'userAgent' | 'baseURL'>;

/** A second person: their own browser context (own storage), the same device as the test's project, signed in. */
export async function openAs(browser: Browser, options: DeviceOptions, user: { token: string }): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The newest mail written to the outbox (the server writes mail there when SMTP_URL is not set). */
export function latestMailTo(email: string): { subject: string; text: string } | undefined {
  const dir = path.join(e2eDataDir, 'outbox');
  let files: string[] = [];
  try {
    // Only whole mails: the server writes each under another name, then renames it to .json.
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const to = Array.isArray(mail.to) ? mail.to.join(',') : String(mail.to);
    if (to.includes(email)) return mail;
  }
  return undefined;
}

/**
 * Confirms the person's e-mail address as they would, with the link the outbox holds (issue 17): notification mail
 * such as a sale goes only to a confirmed address.
 */
export async function verifyEmail(request: APIRequestContext, user: { email: string }): Promise<void> {
  await expect
    .poll(() => latestMailTo(user.email)?.text ?? '', { timeout: 20_000 })
    .toContain('/auth/verify-email?token=');
  const token = /\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(latestMailTo(user.email)!.text)![1];
  const res = await request.post('/api/verify-email', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Clicks `button` and reads the file the browser downloads: its suggested name and its bytes. */
export async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/**
 * Until the app has hydrated a server-rendered page (the listing, an artwork's page), its buttons are drawn but do
 * nothing: a person on a slow phone sees them a moment before they answer. The specs act as someone who waits
 * for that moment: after a navigation they wait until the page is live (lib/hydrate-page.tsx marks it).
 */
async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('kala-page-state') || document.documentElement.dataset.hydrated === 'true',
  );
}

export const test = base.extend<{ device: DeviceOptions }>({
  /** The test's project's device (size, touch, user agent, address), for a second person's page: openAs(browser, device, user). */
  device: async ({ viewport, isMobile, hasTouch, userAgent, baseURL }, use) => {
    await use({ viewport, isMobile, hasTouch, userAgent, baseURL });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

/** A buyer's shipping address, as checkout takes it (POST /api/auth/checkout; add `paymentMethod` to choose). */
export const SHIPPING = {
  name: 'Ravi Kumar',
  address: '14 Lotus Apartments, Linking Road',
  city: 'Mumbai',
  pincode: '400050',
  phone: '+919812345678',
};
