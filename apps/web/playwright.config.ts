import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';
import { PORTS_PER_SLOT, shopsOf, shopUrl } from './e2e/shops';

/**
 * Workers, each with shops of its own (e2e/shops.ts, started by e2e/global-setup.ts for as many
 * workers as the run has). Two, one per core of the CI machine: on a quiet one the 99 journeys
 * took 6.9 minutes on two workers and 7.4 on three (the shops and browsers keep both cores
 * busy; docs/decisions.md#ci).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
// The run's first port (workers inherit it from the runner), so two runs on one machine (a
// developer's and CI's, say) never meet. From 20000 to 23199: clear of the services a machine
// runs on well-known ports (PostgreSQL 5432, Redis 6379, Erlang's port mapper 4369, which a run
// from 3311 once met) and below Linux's ephemeral ports (32768 on), which outgoing connections
// take.
process.env.E2E_PORT ??= String(20000 + PORTS_PER_SLOT * 8 * (process.pid % 100));

/**
 * The desktop project runs the journeys about layout: what the shop or the console shows or
 * places differently at 1280 × 800 (the header's login, logo and cart summary, which a phone
 * has in its bottom bar; the console's sidebar and two-pane complaints; where toasts and
 * floating controls sit; the payment screen without 'Pay in UPI app'; the accessibility sweep,
 * whose contrast, landmarks and names change with the layout). Every other journey is about
 * what the shop does, the same at any size: the phone project, where most shoppers are, runs
 * it, and runs every journey below too.
 */
const layoutJourneys = [
  // axe-core over every shop and console page: what it finds changes with the layout.
  'a11y-pages.spec.ts',
  // The header's cart summary (a phone has the bottom cart bar instead).
  'cart.spec.ts',
  // The header at desk size: logo, login and the store's phone, compacting on scroll; a tap
  // beside a dialog in the middle of the page.
  'home.spec.ts',
  // Where the floating controls and the toasts sit, and that everything is in a landmark.
  'messages.spec.ts',
  // The console as an owner reads it at a desk: the dashboard's dates side by side, People,
  // the activity record, the route sheet.
  'console-words.spec.ts',
  // The console's complaints in two panes, the list beside the reply (from lg).
  'complaints.spec.ts',
  // The shopper's payment screen at desk size: the QR alone, no 'Pay in UPI app'.
  'table-orders.spec.ts',
];

/** Browser journeys against the real shop (API + built web app + embedded database). */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // A journey's own limit, generous: CI's 2-core machine has run the same journeys from 1.6 to
  // 6 times slower than a quiet one (milk.spec.ts: 26 s quiet, over 160 s there). How fast a
  // screen is belongs in bench/, not in a timeout; long journeys set their own.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // A file's journeys run in order in one worker (some share a sign-in or what they made).
  fullyParallel: false,
  workers,
  // On CI, a journey that fails is run once more, and one that then passes is reported as
  // flaky by name in the list, to be looked into: CI's shared 2-core machine has stalled a
  // page for minutes (a11y-pages.spec.ts at desk size, which then passed three times alone).
  // One that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // This worker's main shop: each worker reads this file again, knowing its slot.
    baseURL: shopUrl(shopsOf().main),
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // Not the milk journey (milk.spec.ts): it already puts the shopper on a phone and the
      // store at a desk in one pass, and a second pass would meet the first one's run, made
      // once a day.
      testMatch: layoutJourneys,
    },
  ],
  outputDir: join(tmpdir(), 'grofresh-e2e-results', process.env.E2E_PORT),
});
