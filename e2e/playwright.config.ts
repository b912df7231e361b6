import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { razorpayServerEnv } from './support/razorpay';

// The config is evaluated by the runner and by each worker: the run id set by the first is inherited.
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
// Ports nothing listens on (asked of the OS once; workers inherit them through the environment): the
// server's, and the Razorpay stand-in's (support/razorpay.ts starts it in the runner).
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_RAZORPAY_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
export const e2eDataDir = path.join(tmpdir(), `skillpath-e2e-${process.env.E2E_RUN_ID}`);
process.env.E2E_DATA_DIR = e2eDataDir;
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

/**
 * Chromium 156 gives every window, so every browser context, two omnibox popups drawn as web pages of
 * their own (chrome://omnibox-popup.top-chrome, one for AI Mode): a renderer that spent about 1 s of CPU
 * on each new context, a third of a journey's page load, for a popup no journey opens. Chromium keeps
 * only the last --disable-features switch, so ours repeats the list playwright-core passes first
 * (chromiumSwitches.ts) and adds the two popups.
 */
const PLAYWRIGHT_DISABLED_FEATURES = {
  version: '1.65.1',
  features: [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ],
};
const playwrightVersion = createRequire(import.meta.url)('@playwright/test/package.json').version;
if (playwrightVersion !== PLAYWRIGHT_DISABLED_FEATURES.version) {
  throw new Error(
    `@playwright/test is ${playwrightVersion}: copy playwright-core's disabledFeatures (chromiumSwitches.ts) into e2e/playwright.config.ts`,
  );
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES.features, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/razorpay.ts',
  outputDir: path.join(tmpdir(), `skillpath-e2e-results-${process.env.E2E_RUN_ID}`),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three journeys at a time on two cores: with two, a fifth of the machine sat idle while journeys
  // waited on the server, on timers (the carousel, the exam's clock) and on each other's tails. Whole
  // suite on the 2-core machine: 317 s with two, 268 s with three, 280 s with four (and a failure
  // that a resting pointer's hover contrast explained: see the bank journey).
  workers: 3,
  // No retries, in CI either (issue 19): a journey that fails once is a failure to look into.
  retries: 0,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A page that animates keeps the software compositor drawing 60 frames a second: the carousel and
    // typed words of /home took a third of a core for as long as a journey sat on it. Journeys ask for
    // reduced motion; the specs about motion (home.spec.ts) ask for it back.
    reducedMotion: 'reduce',
    // A failed journey keeps its trace (actions, network, console) and a screenshot of the moment it
    // failed. No screencast and no DOM snapshots: recording the screen kept each browser drawing frames
    // and made the suite a fifth slower; a DOM snapshot at every action cost a sixth of the journeys'
    // CPU more. To see the DOM at each step of a failing journey: `npx playwright test --trace on <spec>`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Without wasm code GC, as the API test workers (apps/server/vitest.config.ts): V8 in Node 24 can abort
    // a process as it frees PGlite's WebAssembly code (nodejs/node#64500).
    command: 'node --enable-source-maps --no-wasm-code-gc apps/server/dist/server.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${process.env.E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      DATABASE_URL: 'memory://',
      PUBLIC_URL: process.env.E2E_BASE_URL,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'admin@skillpath.test',
      ADMIN_PASSWORD: 'admin-password-1',
      // Addresses with administrator rights that email-confirmation.spec.ts signs up (one per width).
      ADMIN_EMAILS: 'owner390@skillpath.test,owner1280@skillpath.test',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...razorpayServerEnv(),
      // A web build other than apps/web/dist (several people testing at once).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
