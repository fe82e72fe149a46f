import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
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
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    launchOptions: {
      executablePath: chromium,
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
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  outputDir: join(tmpdir(), 'grofresh-e2e-results', String(port)),
  webServer: {
    // Each run starts on an empty embedded database in a folder of its own.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dataDir} && npx tsx ../api/src/server.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTP_TEST_NUMBERS: testNumbers,
      // Every journey comes from 127.0.0.1; the per-address ceiling is tested in the API suite.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
