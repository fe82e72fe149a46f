import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_MESSAGES } from '../src/lib/offline';
import { phoneFor } from './accounts';
import { signInByApi } from './sessions';
import { browseAllRows, card, nearStore, openHome } from './support';

test.use(nearStore);

/** The service worker (public/sw.js) has taken the page over: its reads now go through it. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The catalog answers the worker has kept, by address. */
const keptCatalog = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('grofresh-catalog-'));
    const kept = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return kept.flat().map((request) => new URL(request.url).pathname);
  });

/** Everything Chromium reports against the Content-Security-Policy, as csp.spec.ts watches it. */
function watchPolicy(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: OFFLINE_MESSAGES.notice });

test('a shopper who goes offline still sees the shop and the cart, with a notice', async ({
  page,
  context,
}) => {
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await workerInCharge(page);
  // The first visit's catalog came before the worker; this one is kept as the last copy.
  await openHome(page);
  // The worker stores an answer just after giving it to the page.
  await expect.poll(() => keptCatalog(page)).toContain('/api/items/all');
  await expect(notice(page)).toHaveCount(0);

  // Offline, pages run under the policy their kept answer came with (its nonce and all).
  const violations = watchPolicy(page);
  await context.setOffline(true);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await browseAllRows(page);
  await expect(card(page, 'Green Apple')).toContainText('₹130.00');
  await expect(
    card(page, 'Green Apple').getByRole('status', { name: 'Green Apple quantity' }),
  ).toHaveText('1');

  // A page never opened before starts from the kept shell, and the cart is on the device.
  await page.goto('/cart');
  await expect(notice(page)).toBeVisible();
  const list = page.getByRole('region', { name: 'Items List' });
  await expect(list.getByRole('status', { name: 'Green Apple quantity' })).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Bill details' })).toContainText(
    'Grand total₹130.00',
  );
  const proceed = page.getByRole('button', { name: /Proceed to checkout/ });
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription(OFFLINE_MESSAGES.checkout);

  expect(violations).toEqual([]);

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  await expect(proceed).toBeEnabled();
});

test('checkout without a connection says it needs one and places nothing', async ({
  page,
  context,
}, testInfo) => {
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') orders.push(new URL(request.url()).pathname);
  });
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 35));
  // Signed in from the first call on, as a returning shopper is.
  await page.addInitScript((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('user', JSON.stringify(s.userDetails));
  }, shopper);
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await workerInCharge(page);
  await openHome(page);
  await page.goto('/checkout');
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toBeEnabled();
  // Every read carried the shopper's token: none of their answers was kept.
  expect(await keptCatalog(page)).toEqual([]);

  await context.setOffline(true);
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(OFFLINE_MESSAGES.checkout);
  // Opened again offline: the page still comes up, and still holds the order.
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(OFFLINE_MESSAGES.checkout);
  await confirm.click({ force: true });

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  expect(orders.filter((path) => /orders|payments/.test(path))).toEqual([]);
});

test('the shop can be installed: its manifest, icons and service worker are served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'GroFresh', start_url: '/', display: 'standalone' });
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const icon of [
    ...manifest.icons,
    { src: touchIcon!, sizes: '180x180', type: 'image/png' },
  ]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe(icon.type);
    // A PNG's width and height, from its header.
    const body = await png.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // The worker is always fetched fresh, so a new version reaches shoppers at once.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});
