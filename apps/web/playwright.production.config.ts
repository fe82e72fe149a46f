import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';
import { resultsDir, RUN, SHOP_URL } from './e2e-production/production-shop';

/**
 * The production start in Chromium (`npm run test:production`): one shop started as a store
 * owner would (e2e-production/production-shop.ts) on the machine's PostgreSQL and Redis, so
 * it is not part of `npm test`; .ci/run runs it after the API suite on those services. Needs
 * the built web app (apps/web/dist, or WEB_DIST).
 */
export default defineConfig({
  testDir: './e2e-production',
  globalSetup: './e2e-production/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: SHOP_URL,
    // The test stands in for the reverse proxy (TRUST_PROXY=1): the client it reports is
    // this run's own, so the rate limits counted in the shared Redis are too.
    extraHTTPHeaders: { 'x-forwarded-for': RUN.clientAddress },
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  outputDir: join(resultsDir, 'results'),
});
