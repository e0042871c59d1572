import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './tests/e2e/support/server';

const server = e2eServer();

/**
 * The PostgreSQL round (E2E_DB=postgres) runs the journeys whose outcome depends on the database
 * server itself: several connections at once (the bid engine's batches and row locks, the bus that
 * carries realtime events between connections), bids and the sale's money, search and its counts and
 * filters (issue 13 asks for them in the browser on both), live notifications and their settings. Every journey runs in the PGlite round, and every API test runs
 * on both databases (vitest); screens that only read and show what those APIs return (languages, looks,
 * reports, lists) are not walked twice.
 */
const ON_BOTH_DATABASES = [
  /\/bidding\.spec\.ts/,
  /\/proxy-bidding\.spec\.ts/,
  /\/realtime\.spec\.ts/,
  /\/sale-journeys\.spec\.ts/,
  /\/browse\.spec\.ts/,
  /\/place-filters\.spec\.ts/,
  /\/notifications\.spec\.ts/,
  /\/notification-settings\.spec\.ts/,
];
const onPostgres = process.env.E2E_DB === 'postgres';

/**
 * The journeys that need the browser's push service (a subscription, a notification shown by the
 * service worker): Debian's headless shell has none, so these run on the full Chromium.
 */
const NEED_PUSH = [/\/pwa\.spec\.ts/, /\/notification-settings\.spec\.ts/];

const SHELL = '/usr/bin/chromium-headless-shell';
/** `CHROMIUM_PATH` drives every journey; else Debian's Chromium, and its headless shell where installed (decision 057). */
const FULL_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const QUICK_BROWSER = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : FULL_BROWSER);

const browser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});
const chromium = browser(QUICK_BROWSER);
const sameSpec = (a: RegExp) => (b: RegExp) => a.source === b.source;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  // A shared two-core machine can starve a browser for seconds, so a journey gets a second try before it
  // fails (two under CI); Playwright still reports every retried pass as flaky.
  retries: process.env.CI ? 2 : 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per server port, so runs side by side do not clear each other's traces.
  outputDir: process.env.E2E_PORT ? `.tmp/test-results-${process.env.E2E_PORT}` : '.tmp/test-results',
  use: {
    baseURL: server.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    // NOTE: the app honours reduced motion (styles.css): no dialog or flash animation to render and wait
    // out on two busy cores. The theme and accessibility journeys set their media themselves.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      testIgnore: [/demo-setup\.spec\.ts/, ...NEED_PUSH],
      ...(onPostgres ? { testMatch: ON_BOTH_DATABASES } : {}),
    },
    {
      name: 'chromium-push',
      use: browser(FULL_BROWSER),
      testMatch: onPostgres ? NEED_PUSH.filter((spec) => ON_BOTH_DATABASES.some(sameSpec(spec))) : NEED_PUSH,
    },
    // NOTE: the demo reset deletes and recreates the demo buyers that other journeys bid with, so it
    // runs only after every other spec has finished (in the PGlite round).
    ...(onPostgres
      ? []
      : [{ name: 'demo-setup', use: chromium, testMatch: /demo-setup\.spec\.ts/, dependencies: ['chromium', 'chromium-push'] }]),
  ],
  webServer: {
    command: server.command,
    url: `${server.url}/api/health`,
    env: server.env,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
