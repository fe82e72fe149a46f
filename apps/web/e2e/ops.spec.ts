import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { phoneFor } from './accounts';
import { bearer, grantRole, placeOrder, signInByApi, useSessionIn } from './sessions';
import { nearStore } from './support';

test.use(nearStore);

/** A second person on their own device, shaped like this project's browser. */
async function otherDevice(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    permissions: ['geolocation'],
    geolocation: { latitude: 12.975, longitude: 77.64 },
  });
  return context.newPage();
}

test('staff see a new order arrive live, accept and deliver it, and the shopper’s page follows', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const staffPhone = phoneFor(testInfo.project.name, 12);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  await page.goto('/');
  await useSessionIn(page, staff);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/orders$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

  const shopperPage = await otherDevice(browser, testInfo);
  const shopper = await signInByApi(shopperPage.request, phoneFor(testInfo.project.name, 13));
  const order = await placeOrder(shopperPage.request, shopper);

  // It arrives in the queue by itself, marked new; the page was never reloaded.
  const card = page.getByRole('article', { name: new RegExp(order.orderId) });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

  await shopperPage.goto('/');
  await useSessionIn(shopperPage, shopper);
  await shopperPage.goto(`/order-details?id=${order.orderId}`);
  const progress = shopperPage.getByRole('progressbar', { name: 'Order progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Pending');

  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${order.orderId}` });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await dialog.getByRole('button', { name: 'Accept with this person' }).click();
  await expect(card).toContainText('Delivery: Ravi Kumar');
  await expect(progress).toHaveAttribute('aria-valuetext', 'Accepted');
  await expect(shopperPage.getByText('Ravi Kumar')).toBeVisible();

  // Cash on delivery: the rider's cash is asked for, prefilled with what is due (rules.md#books).
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  const deliver = page.getByRole('dialog', {
    name: new RegExp(`Mark delivered · ${order.orderId}`),
  });
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(card).toContainText('Delivered');
  await expect(card).toContainText('Paid');
  await expect(progress).toHaveAttribute('aria-valuetext', 'Delivered');
  await shopperPage.context().close();
});

test('a shopper who opens the console is refused, by the page and by the API', async ({
  page,
}, testInfo) => {
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 14));
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/ops/orders');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('This console is for store staff.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  const api = await page.request.get('/api/orders/all', { headers: bearer(shopper) });
  expect(api.status()).toBe(403);
});

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The built files that hold the console's code (Vite's manifest names their sources). */
function consoleChunks(): string[] {
  const manifest = JSON.parse(
    // The build the shop serves: WEB_DIST when the journeys run against one of their own.
    readFileSync(`${process.env.WEB_DIST ?? `${webRoot}/dist`}/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  return Object.values(manifest)
    .filter((entry) => entry.src?.startsWith('src/ops/'))
    .map((entry) => entry.file);
}

test('a shopper’s pages never download the console', async ({ page }, testInfo) => {
  const chunks = consoleChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 15));
  await page.goto('/');
  await useSessionIn(page, shopper);
  for (const path of ['/', '/cart', '/checkout', '/my-account?tab=orders', '/faqs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((path) => chunks.some((chunk) => path.endsWith(chunk)))).toEqual([]);

  // The same check sees the console's chunk when the console is opened.
  await page.goto('/ops');
  await page.waitForLoadState('networkidle');
  expect(loaded.some((path) => chunks.some((chunk) => path.endsWith(chunk)))).toBe(true);
});

/**
 * The console's first screen (the order queue) downloads at most this much JavaScript as sent
 * (brotli or gzip): the shop's runtime (React, the router, TanStack Query: some 95 kB gzip), the
 * app's shell, zod for the forms and the queue itself; every other section, the dashboard's
 * charts among them, comes when it is opened (docs/decisions.md, "The store console (/ops)").
 */
const CONSOLE_FIRST_JS_BUDGET_KB = 250;

test('the console opens on its queue within its JavaScript budget; the charts come with the dashboard', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const staffPhone = phoneFor(testInfo.project.name, 9);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  await page.goto('/api/health'); // the shop's origin, without the shop's code
  await useSessionIn(page, staff);
  const scripts = new Map<string, Promise<number>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const size = request.sizes().then((sizes) => sizes.responseBodySize);
    scripts.set(new URL(request.url()).pathname, size);
  });
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  // The queue is up and following the store live (its stream never lets the network idle);
  // anything the page fetches once it has settled has had a moment to come.
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.waitForTimeout(2_000);
  const sizes = await Promise.all(scripts.values());
  const sent = sizes.reduce((sum, bytes) => sum + bytes, 0) / 1000;
  testInfo.annotations.push({ type: 'console first JS', description: `${sent.toFixed(1)} kB` });
  expect(sent).toBeGreaterThan(50);
  expect(sent).toBeLessThanOrEqual(CONSOLE_FIRST_JS_BUDGET_KB);
  const charts = () => [...scripts.keys()].filter((path) => path.includes('chart-drawings'));
  expect(charts()).toEqual([]);

  // A day with an order has charts: their code comes once the dashboard draws them.
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 17));
  await placeOrder(page.request, shopper);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/ops/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Orders by hour' })).toBeVisible();
  await expect.poll(() => charts().length).toBe(1);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
});
