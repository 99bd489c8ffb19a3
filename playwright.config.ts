import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { standInEnv } from './apps/server/test/razorpay-stand-in';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

// The end-to-end suite drives the built web app served by the real server on a fresh SQLite database,
// in Debian's Chromium (never a downloaded browser), at a phone-sized and a desktop-sized viewport.
const port = Number(process.env.E2E_PORT ?? 8181);
// Online payment goes to a local stand-in of Razorpay's API and Checkout (apps/server/test/razorpay-stand-in.ts).
// E2E_STANDIN_PORT puts it elsewhere (a machine shared by several runs, each with its own range of ports).
const standInPort = Number(process.env.E2E_STANDIN_PORT ?? port + 1000);
export const razorpayStandIn = `http://127.0.0.1:${standInPort}`;
export const e2eDataDir = path.join(tmpdir(), `kala-e2e-${port}`);
// The config is read by the runner and again by each worker; only the runner starts from an empty folder.
if (!process.env.TEST_WORKER_INDEX) rmSync(e2eDataDir, { recursive: true, force: true });

// Debian's Chromium itself, not its /usr/bin/chromium script: the script adds desktop flags from /etc/chromium.d, among
// them --enable-gpu-rasterization, which on a machine without a GPU rasterises every frame through SwiftShader (a
// GPU emulated on the CPU). Its GPU process then took a quarter of a core per browser; two specs on both projects
// took 122 s through the script and 104 s without it.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium',
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's own waits (PAGE_LOAD is 20 s in several specs) decide; the test's budget only catches a hang. 30 s
  // was less than two page loads on a loaded CI machine (commerce.spec's sold-meanwhile test ran out at 30 s).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results/e2e-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: the DOM and the page's state at each step, which is what a failure is read
    // from. Not its screenshots: they are a screencast of every frame, drawn on the CPU here (no GPU), for every
    // test, though kept only for the few that fail. Without them chat.spec and discovery.spec (24 tests, both
    // projects) took 285 s instead of 437 s on one quiet machine (2026-11-30). A failure still has its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: `npx tsx apps/server/test/razorpay-stand-in-main.ts ${standInPort}`,
      url: `${razorpayStandIn}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The compiled server, as `npm start` runs it (compiling takes a second; the web app is built beforehand).
      command: 'npm run --silent start -w @kala/server',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        SEED_DEMO: 'false',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'e2e_admin',
        ADMIN_PASSWORD: 'e2e-admin-password',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...standInEnv(razorpayStandIn),
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
