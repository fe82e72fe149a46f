import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';
import { E2E_OTP, E2E_PHONE_SLOTS, e2ePhone } from './e2e/accounts';

// A port of this run's own (workers inherit it from the runner), so two runs on one machine
// (a developer's and CI's, say) never meet.
process.env.E2E_PORT ??= String(3311 + (process.pid % 500));
const port = Number(process.env.E2E_PORT);
const dataDir = join(tmpdir(), 'grofresh-e2e', String(port));
const testNumbers = Array.from(
  { length: E2E_PHONE_SLOTS },
  (_, i) => `${e2ePhone(i)}:${E2E_OTP}`,
).join(',');
// The milk journeys need the 10 AM – 3 PM window open whenever CI runs, and then the run that
// is made after it closes: two more shops on one database (the second adopts the first's
// embedded server), whose clocks start at 11:00 and at 15:30 today, store time (CLOCK_NOW).
process.env.E2E_MILK_PORT ??= String(port + 1);
const milkPort = Number(process.env.E2E_MILK_PORT);
const milkLatePort = milkPort + 1;
const milkDataDir = join(tmpdir(), 'grofresh-e2e', String(milkPort));
const storeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(),
);

/** Browser journeys against the real shop (API + built web app + embedded database). */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // The milk journey puts the shopper on a phone and the store at a desk in one pass.
      testIgnore: /milk\.spec\.ts/,
    },
  ],
  outputDir: join(tmpdir(), 'grofresh-e2e-results', String(port)),
  webServer: [
    shopServer(port, dataDir, {}),
    shopServer(milkPort, milkDataDir, { CLOCK_NOW: `${storeToday}T11:00:00+05:30` }),
    // Started after the one above (Playwright starts its servers in turn), on the same data.
    // Its tick is off: the journey makes tomorrow's run from the console, after the pauses.
    shopServer(
      milkLatePort,
      milkDataDir,
      { CLOCK_NOW: `${storeToday}T15:30:00+05:30`, JOB_SCHEDULES: 'false' },
      false,
    ),
  ],
});

/** A journey shop: API + built web app on the embedded database in `folder` (emptied first when `fresh`). */
function shopServer(
  serverPort: number,
  folder: string,
  extraEnv: Record<string, string>,
  fresh = true,
) {
  const wipe = `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${folder} && `;
  return {
    command: `${fresh ? wipe : ''}npx tsx ../api/src/server.ts`,
    url: `http://localhost:${serverPort}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      OTP_TEST_NUMBERS: testNumbers,
      // Every journey comes from 127.0.0.1; the per-address ceiling is tested in the API suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Started as `npm start` starts (no NODE_ENV), so the stand-ins are asked for by hand
      // (README, Configuration): the gateway's, which payments.spec.ts pays through, and with
      // it CLOCK_NOW for the milk shops.
      CCAVENUE_MODE: 'simulator',
      ...extraEnv,
    },
  };
}
