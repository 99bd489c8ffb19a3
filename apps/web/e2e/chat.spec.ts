import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREEN } from '@kala/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type DeviceOptions, expect, openAs, PAGE_LOAD, registerUser, signIn, test, type TestUser } from './fixtures';

// Chat (docs/product.md#chat, docs/product.md#states-and-transitions "Chat socket";
// docs/product.md#beyond-the-original-client: the Messages inbox, unread counts, read receipts): two people in two
// browser contexts, talking through the real server.

const composer = (page: Page) => page.getByPlaceholder('Type a message...');
const log = (page: Page) => page.getByRole('log');
/** The header's dot: 'Connected' while the live connection is up. */
const connected = (page: Page) => page.getByRole('img', { name: 'Connected' });
/** The visible Messages link: the sidebar's on desktop, the top bar's on phones. */
const messagesLink = (page: Page) => page.getByRole('link', { name: /^Messages/ });

/** Asha, signed in on the test's page, and Ravi on a page of his own (a device like hers): two people about to chat. */
async function ashaAndRavi(page: Page, browser: Browser, request: APIRequestContext, device: DeviceOptions) {
  const asha = await registerUser(request);
  const ravi = await registerUser(request);
  await signIn(page, asha);
  const raviPage = await openAs(browser, device, ravi);
  return { asha, ravi, raviPage };
}

async function openChat(page: Page, peer: TestUser, base = '') {
  await page.goto(`${base}/chat/${peer.id}`);
  await expect(page.getByText(peer.name, { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(connected(page)).toBeVisible(PAGE_LOAD);
}

/**
 * Back online after the server restarted. The socket retries 5 times over 31 s; should a busy machine take
 * longer to start the server, the window offers 'Reconnect' and the person uses it.
 */
async function reconnected(page: Page) {
  const reconnect = page.getByRole('button', { name: 'Reconnect' });
  await expect(connected(page).or(reconnect)).toBeVisible({ timeout: 45_000 });
  if (await reconnect.isVisible()) await reconnect.click();
  await expect(connected(page)).toBeVisible(PAGE_LOAD);
}

/** A bubble of one's own with exactly this text, in the sender's log. */
const ownBubble = (page: Page, text: string) =>
  log(page)
    .locator('li[data-own]')
    .filter({ has: page.getByText(text, { exact: true }) });

/**
 * Types and sends a message. An empty composer alone proves nothing (a composer that remounted is empty too):
 * the message must also show in the sender's own log, sent or not sent, or the test fails here, at the send.
 */
async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(ownBubble(page, text).last(), `"${text}" shows in the sender's own log`).toBeVisible();
}

test.describe('chat', () => {
  // Two browser contexts per test: twice the work of a one-page test.
  test.slow();

  test('a conversation both ways: bubbles, read ticks, Enter and Shift+Enter, emojis', async ({
    page,
    browser,
    request,
    device,
  }) => {
    const { asha, ravi, raviPage } = await ashaAndRavi(page, browser, request, device);

    // Ravi has Kala open (the chat with Asha) before Asha opens hers: she sees him there.
    await openChat(raviPage, asha);
    await openChat(page, ravi);
    await expect(page.getByText('Active now')).toBeVisible();
    await expect(page.getByText(`Say hello to ${ravi.name}`)).toBeVisible();

    // Send stays disabled for empty or blank text.
    const sendButton = page.getByRole('button', { name: 'Send', exact: true });
    await expect(sendButton).toBeDisabled();
    await composer(page).fill('   ');
    await expect(sendButton).toBeDisabled();

    await send(page, 'Namaste Ravi! Is the Warli canvas still available?');
    await expect(log(raviPage).getByText('Namaste Ravi! Is the Warli canvas still available?')).toBeVisible();

    await composer(raviPage).fill('Yes it is — shall I hold it for you?');
    await raviPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log(page).getByText('Yes it is — shall I hold it for you?')).toBeVisible();

    // Ravi has the conversation open, so Asha's message shows as read.
    const ashaBubble = log(page).locator('li[data-own]').filter({ hasText: 'Namaste Ravi!' });
    await expect(ashaBubble.getByTitle('Read')).toBeVisible();

    // Shift+Enter starts a new line; Enter sends.
    await composer(page).fill('Please hold it.');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('I will pay today.');
    await expect(composer(page)).toHaveValue('Please hold it.\nI will pay today.');
    await composer(page).press('Enter');
    await expect(log(raviPage).getByText(/Please hold it\.\s+I will pay today\./)).toBeVisible();

    // The emoji picker appends to what is typed.
    await composer(page).fill('Thank you');
    await page.getByRole('button', { name: 'Add an emoji' }).click();
    await page.getByRole('button', { name: '🙏' }).click();
    await expect(composer(page)).toHaveValue('Thank you🙏');
    await expect(composer(page)).toBeFocused();
    await composer(page).press('Enter');
    await expect(log(raviPage).getByText('Thank you🙏')).toBeVisible();

    // Own messages on the right, the peer's on the left, each once, in order.
    await expect(log(page).locator('li[data-own]')).toHaveCount(3);
    await expect(log(page).locator('li[data-status]')).toHaveCount(4);
    await expect(log(raviPage).locator('li[data-own]')).toHaveCount(1);
    await expect(log(raviPage).locator('li[data-status]').last()).toContainText('Thank you🙏');
    // Ravi closes Kala: Asha's header says so at once (a presence frame), not at its next 30 s refresh.
    await raviPage.context().close();
    await expect(page.getByText('Active just now')).toBeVisible();
  });

  test("the peer's typing shows 'typing...' for 2 s, then 'Active now'", async ({ page, browser, request, device }) => {
    const { asha, ravi, raviPage } = await ashaAndRavi(page, browser, request, device);
    await openChat(page, ravi);
    await openChat(raviPage, asha);

    await composer(raviPage).pressSequentially('Let me check');
    await expect(page.getByText('typing...')).toBeVisible();
    await expect(page.getByText('Active now')).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('typing...')).toHaveCount(0);
    await raviPage.context().close();
  });

  test('unread messages show on the Messages badge and in the inbox, and clear when the conversation opens', async ({
    page,
    browser,
    request,
    device,
  }) => {
    const asha = await registerUser(request);
    const ravi = await registerUser(request);
    await signIn(page, ravi);
    await page.goto('/products');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages', PAGE_LOAD);

    const ashaPage = await openAs(browser, device, asha);
    await openChat(ashaPage, ravi);
    await send(ashaPage, 'Hello from Asha');
    await send(ashaPage, 'Do you take commissions?');

    // The badge follows live, without a reload.
    await expect(messagesLink(page)).toHaveAccessibleName('Messages (2 unread)');
    await messagesLink(page).click();
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    const row = page.getByRole('link', { name: new RegExp(asha.name) });
    await expect(row).toContainText('Do you take commissions?');
    await expect(row).toContainText('2 unread');

    await row.click();
    await expect(log(page).getByText('Do you take commissions?')).toBeVisible();
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');
    // Asha sees her messages read.
    await expect(log(ashaPage).locator('li[data-own]').last().getByTitle('Read')).toBeVisible();

    await messagesLink(page).click();
    await expect(row).toContainText('Do you take commissions?');
    await expect(row).not.toContainText('unread');
    await ashaPage.context().close();
  });

  test('after the server restarts, both sides reconnect and show each message exactly once', async ({
    browser,
    device,
    playwright,
  }) => {
    // Restarting the suite's own server is not possible: this test runs a server of its own.
    test.setTimeout(150_000);
    const server = new ChildServer(await freePort());
    try {
      await server.start();
      const api = await playwright.request.newContext({ baseURL: server.url });
      const asha = await registerUser(api);
      const ravi = await registerUser(api);
      const ashaPage = await openAs(browser, { ...device, baseURL: server.url }, asha);
      const raviPage = await openAs(browser, { ...device, baseURL: server.url }, ravi);
      await openChat(ashaPage, ravi, server.url);
      await openChat(raviPage, asha, server.url);

      await send(ashaPage, 'Before the restart');
      await expect(log(raviPage).getByText('Before the restart')).toBeVisible();

      await server.stop();
      await expect(connected(ashaPage)).toHaveCount(0);
      await expect(connected(raviPage)).toHaveCount(0);

      // Written while the server is down: it waits, says so, and is no error (decision 0038).
      await send(ashaPage, 'While the server was down');
      const waiting = log(ashaPage).locator('li[data-own]').filter({ hasText: 'While the server was down' });
      await expect(waiting).toHaveAttribute('data-status', 'queued');
      await expect(waiting.getByText(SCREEN.chat.queuedStatus, { exact: true }).last()).toBeVisible();
      await expect(ashaPage.getByText('Cannot send, socket not connected')).toHaveCount(0);

      await server.start();
      await reconnected(ashaPage);
      await reconnected(raviPage);

      // Connected again, it goes out by itself.
      await expect(waiting).toHaveAttribute('data-status', 'sent');
      await expect(log(raviPage).getByText('While the server was down')).toBeVisible();
      await send(raviPage, 'After the restart');

      for (const page of [ashaPage, raviPage]) {
        for (const text of ['Before the restart', 'While the server was down', 'After the restart']) {
          await expect(log(page).getByText(text, { exact: true })).toHaveCount(1);
        }
        await expect(log(page).locator('li[data-status]')).toHaveCount(3);
      }
      // And still once each after a reload (what the server stored).
      await ashaPage.reload();
      await expect(log(ashaPage).locator('li[data-status]')).toHaveCount(3);
      await api.dispose();
    } finally {
      await server.stop();
      server.removeData();
    }
  });
});

// ── A server of the test's own ──────────────────────────────────────────────

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

class ChildServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'kala-e2e-chat-restart-'));
  private output = '';

  constructor(private readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: this.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The chat test server exited:\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The chat test server did not start:\n${this.output}`);
  }

  /** SIGTERM, as a deployment would, and wait for the process to end. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  removeData(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
