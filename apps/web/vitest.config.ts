import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The web tests that touch no DOM (no document, window, storage or rendering): they run in
 * Node, without jsdom and the components' setup, each about two seconds sooner on this
 * machine. A new test of plain logic joins the list; one that needs the DOM fails here at
 * once ("document is not defined") and stays in `web`.
 */
export const logicTests = [
  'src/features/addresses/address-text.test.ts',
  'src/features/cart/cart-entries.test.ts',
  'src/features/cart/line-stock.test.ts',
  'src/features/catalog/dairy-gate.test.ts',
  'src/features/checkout/app-return-link.test.ts',
  'src/features/checkout/pick-up-slots.test.ts',
  'src/features/location/run-location-check.test.ts',
  'src/features/orders/buy-again.test.ts',
  'src/features/subscriptions/calendar-days.test.ts',
  'src/features/subscriptions/subscription-plan.test.ts',
  'src/lib/merge-newest-first.test.ts',
  'src/lib/milk-option-name.test.ts',
];

/** `web-logic`: the tests above, in Node. */
export const webLogic = defineProject({
  resolve: { alias },
  test: { name: 'web-logic', root, include: logicTests, environment: 'node' },
});

/**
 * The web tests that need modules of their own (`web-isolated`): those that mock a module
 * (`vi.mock`), which must meet the module before any other file of its worker has loaded it,
 * and the home rows', which watch what a page does before and after it has started
 * (lib/after-startup.ts: once per page load, as in a browser).
 */
export const isolatedTests = [
  'src/app/pages/payment-redirect-page.test.tsx',
  'src/app/rider-sign-out.test.ts',
  'src/features/auth/components/account-menu.test.tsx',
  'src/features/auth/log-out.test.ts',
  'src/features/catalog/components/item-row.test.tsx',
  'src/features/catalog/components/item-row-near.test.tsx',
];

/** What both jsdom projects share. */
const inJsdom = {
  root,
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // A test's steps in jsdom (typing into a form, a lazy screen's first chunk) take a few
  // seconds on a busy 2-core machine; the default 5 s failed tests there that pass alone.
  // How fast a screen is belongs in bench/, not in a test's timeout.
  testTimeout: 20_000,
  // Worker threads, not processes: each file's jsdom and imports start a little sooner
  // (the unit suite in 128 s against 135 s, and 142 against 148, on the 2-core machine).
  pool: 'threads' as const,
};

/** `web-isolated`: the files above, each with its own modules. */
export const webIsolated = defineProject({
  plugins: [react()],
  resolve: { alias },
  test: { ...inJsdom, name: 'web-isolated', include: isolatedTests },
});

/**
 * `web`: components, hooks and everything else that renders or uses the browser's APIs, in
 * jsdom. A worker's files share their loaded modules (React, the router, the screens) and their
 * jsdom instead of loading them again for each: `npm run test:unit` took 51 s instead of
 * 128-148. The setup file leaves the page fresh after each file (src/test/setup.ts); a file
 * that needs modules of its own goes to `isolatedTests`.
 */
export default defineProject({
  plugins: [react()],
  resolve: { alias },
  test: {
    ...inJsdom,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...logicTests, ...isolatedTests],
    isolate: false,
  },
});
