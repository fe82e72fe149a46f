import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { OFFLINE_MESSAGES } from '../src/lib/offline';
import { phoneFor } from './accounts';
import { bearer, grantRole, placeOrder, signInByApi, useSessionIn, type Session } from './sessions';
import { nearStore } from './support';

/**
 * Delivery (docs/product/rules.md#delivery-area, #riders): a visitor checks a pincode; the owner
 * gives an order to a rider, who delivers it from a phone while the shopper's page follows;
 * a mark made without signal reaches the console once the signal returns; a page opened
 * without signal works from the list kept on the phone.
 * Slots: 6 the shopper, 7 the owner, 8 the rider.
 */
test.use(nearStore);
test.describe.configure({ mode: 'serial' });

let shopper: Session;
let owner: Session;
let rider: Session;

/** Screenshots for review when asked (RIDER_SHOTS=/dir): phone and desktop sizes. */
async function shot(page: Page, name: string, at?: Locator, phoneOnly = false) {
  const dir = process.env.RIDER_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  const sizes = [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const;
  // Offline, a desktop-wide page would wait for layout code it cannot download.
  for (const [label, viewport] of phoneOnly ? sizes.slice(0, 1) : sizes) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    if (at) await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `rider-${name}-${label}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

/** A shopper's COD home delivery, accepted by the owner and given to the rider (by API). */
async function givenOrder(request: APIRequestContext, give: boolean) {
  const order = await placeOrder(request, shopper);
  const accepted = await request.put(`/api/orders/update/${order._id}`, {
    headers: bearer(owner),
    data: { status: 'ACCEPTED' },
  });
  expect(accepted.status()).toBe(200);
  if (give) {
    const given = await request.put(`/api/ops/orders/${order._id}/rider`, {
      headers: bearer(owner),
      data: { riderId: rider.userDetails._id },
    });
    expect(given.status()).toBe(200);
  }
  return order;
}

/** Another signed-in person's browser, as the project's (a phone, near the store). */
async function contextFor(browser: Browser, testInfo: TestInfo, session: Session) {
  const context = await browser.newContext({
    ...nearStore,
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await useSessionIn(page, session);
  return page;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000); // two `npm run user:role`, slow on a loaded machine
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const ownerPhone = phoneFor(testInfo.project.name, 7);
  await grantRole(ownerPhone, 'admin');
  owner = await signInByApi(request, ownerPhone);
  shopper = await signInByApi(request, phoneFor(testInfo.project.name, 6));
  // The store makes the number a rider before it signs in (as an admin does in People; a role
  // changed later ends the person's sessions, and sign-in codes are rate limited).
  const riderPhone = phoneFor(testInfo.project.name, 8);
  await grantRole(riderPhone, 'rider');
  rider = await signInByApi(request, riderPhone);
  expect(rider.userDetails.role).toBe('rider');
  await request.dispose();
});

test.describe('a visitor without location', () => {
  test.use({ permissions: [] });

  test('enters a pincode and sees what it gets', async ({ page }, testInfo) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: /Turn on location/ });
    const pincode = dialog.getByLabel('Or check your pincode');
    await pincode.fill('560038');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText('Home delivery: yes, we deliver to 560038.')).toBeVisible();
    await expect(dialog.getByText(/Dairy: we need your location/)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'pincode prompt');
    await shot(page, 'pincode', dialog.getByText('Home delivery: yes'));
    await pincode.fill('400001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect(dialog.getByText(/we don't deliver to 400001 yet/)).toBeVisible();
  });
});

test('the owner gives an order to the rider, who delivers it while the shopper watches', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const order = await givenOrder(page.request, false);
  const console = await contextFor(browser, testInfo, owner);
  await console.goto('/ops/orders');
  const card = console.getByRole('article', { name: new RegExp(order.orderId) });
  const select = card.getByRole('combobox', { name: 'Give to rider' });
  await select.selectOption(rider.userDetails._id);
  await shot(console, 'give', select);
  await card.getByRole('button', { name: /Give .* to the rider/ }).click();
  await expect(card).toContainText(rider.userDetails.phone.slice(5));

  const watching = await contextFor(browser, testInfo, shopper);
  await watching.goto(`/order-details?id=${order.orderId}`);
  const badge = watching
    .getByRole('region', { name: order.orderId })
    .locator('span:has([data-testid="status-icon"])');
  await expect(badge).toHaveText('Accepted');

  await page.goto('/');
  await useSessionIn(page, rider);
  await page.goto('/rider');
  const mine = page.getByRole('article', { name: new RegExp(order.orderId) });
  await expect(mine).toContainText(/Collect ₹[\d.,]+ in cash/);
  await expect(mine.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
  await expectNoSeriousViolations(page, testInfo, 'rider screen');
  await shot(page, 'screen');

  await mine.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(mine.getByText('Out for delivery', { exact: true })).toBeVisible();
  await expect(card).toContainText('Out for delivery since', { timeout: 15_000 });

  await mine.getByRole('button', { name: 'Delivered' }).click();
  const cash = page.getByRole('dialog', { name: `Delivered ${order.orderId}?` });
  const due = await cash.getByLabel('Cash received (₹)').inputValue();
  expect(Number(due)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, testInfo, 'cash dialog');
  await cash.getByRole('button', { name: 'Delivered' }).click();
  await expect(badge).toHaveText('Delivered', { timeout: 15_000 });
  await console.context().close();
  await watching.context().close();
});

// Without the service worker's copies of the app's files, as on a phone's first day: the code
// asked for while the signal goes comes from the network, and fails.
test.describe('before the phone keeps the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('a mark made without signal reaches the console once the signal returns', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const order = await givenOrder(page.request, true);
    await page.goto('/');
    await useSessionIn(page, rider);
    // As on CI's loaded machine: the toasts' code, asked for once the page settles, is still on
    // its way when the signal goes, and fails for want of it. It used to take the whole page
    // down to the loading screen; now it waits for the signal (lib/load-code.ts).
    let loseSignal!: () => void;
    const signalLost = new Promise<void>((resolve) => (loseSignal = resolve));
    await page.context().route(/\/assets\/shop-toaster-/, async (route) => {
      await signalLost;
      await route.abort('internetdisconnected');
    });
    await page.goto('/rider');
    const mine = page.getByRole('article', { name: new RegExp(order.orderId) });
    await expect(mine).toBeVisible();

    await page.context().setOffline(true);
    loseSignal();
    await expect(page.getByText(/No signal/)).toBeVisible();
    await mine.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(mine.getByText('Waiting to send')).toBeVisible();
    await expect(page.getByText('1 mark waiting for a signal.')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'rider screen without signal');
    await shot(page, 'waiting', mine, true);
    await page.context().unroute(/\/assets\/shop-toaster-/);

    const console = await contextFor(browser, testInfo, owner);
    await console.goto('/ops/orders');
    const card = console.getByRole('article', { name: new RegExp(order.orderId) });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Out for delivery since');

    await page.context().setOffline(false);
    await expect(mine.getByText('Out for delivery', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(mine.getByText('Waiting to send')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(card).toContainText('Out for delivery since', { timeout: 15_000 });
    await console.context().close();
  });
});

// With the service worker, as on the phone's second day: the app's files are kept on the phone.
test('a rider opens the page without signal and works from the list kept on the phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const order = await givenOrder(page.request, true);
  await page.goto('/');
  await useSessionIn(page, rider);
  await page.goto('/rider');
  await expect(page.getByRole('article', { name: new RegExp(order.orderId) })).toBeVisible();
  // The worker takes the page over once it has kept the app's files (public/sw.js).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The signal goes, the page is closed, and the rider opens it again on the road.
  const phone = page.context();
  await phone.setOffline(true);
  await page.close();
  const road = await phone.newPage();
  await road.goto('/rider');
  const mine = road.getByRole('article', { name: new RegExp(order.orderId) });
  await expect(mine).toContainText(/Collect ₹[\d.,]+ in cash/);
  await expect(road.getByText(/No signal/)).toBeVisible();
  await expect(road.getByText(/Showing the list saved at/)).toBeVisible();
  // The screen says it in its own words; the shop's strip about prices is not for riders.
  await expect(road.getByText(OFFLINE_MESSAGES.notice)).toHaveCount(0);
  await mine.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(mine.getByText('Waiting to send')).toBeVisible();
  await expectNoSeriousViolations(road, testInfo, 'rider screen opened without signal');
  await shot(road, 'opened-offline', undefined, true);

  await phone.setOffline(false);
  await expect(mine.getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
  await expect(mine.getByText('Out for delivery', { exact: true })).toBeVisible();
  const today = await road.request.get('/api/rider/today', { headers: bearer(rider) });
  const { orders } = (await today.json()) as {
    orders: { _id: string; outForDeliveryAt: unknown }[];
  };
  expect(orders.find((o) => o._id === order._id)?.outForDeliveryAt).toBeTruthy();
});
