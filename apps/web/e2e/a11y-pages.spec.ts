import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Item } from '@grofresh/contracts';
import { ACCOUNT_TABS } from '../src/lib/account-tabs';
import { AUTH_MESSAGES } from '../src/features/auth/messages';
import { expectNoSeriousViolations, snapshot } from './a11y';
import { E2E_OTP, phoneFor } from './accounts';
import { bearer, grantRole, placeOrder, signInByApi, useSessionIn, type Session } from './sessions';
import { card, CONSOLE_SECTIONS, INFO_PATHS, nearStore, openHome } from './support';

// Every page of the shop and of the console through axe-core, at this project's size: a serious
// or critical violation fails the run, a lesser one is noted on the test
// (docs/decisions.md#web-app). Pages are checked once what they load has arrived.
test.use(nearStore);

/** Until the page's heading is up and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  const loading = '.animate-spin, [aria-busy="true"], div[aria-hidden].animate-pulse';
  await expect(page.locator(loading).filter({ visible: true })).toHaveCount(0);
}

/** Opens `path`, waits for it to settle and checks it (and keeps a picture, when `shot`). */
async function check(page: Page, testInfo: TestInfo, path: string, shot = false) {
  await page.goto(path);
  await settled(page);
  await checkHere(page, testInfo, path, shot);
}

async function checkHere(page: Page, testInfo: TestInfo, where: string, shot = false) {
  await expectNoSeriousViolations(page, testInfo, where);
  if (shot) await snapshot(page, `${testInfo.project.name}-${where.replace(/[^a-z0-9]+/gi, '-')}`);
}

/**
 * A toast of `kind` saying `text`, once it has finished coming in (axe blends a fading one),
 * held up by a pointer over it (docs/product/screens.md#every-page) while the page is checked.
 */
async function toastShown(page: Page, kind: string, text: string) {
  const toast = page
    .locator(`[data-sonner-toast][data-type="${kind}"]`)
    .filter({ hasText: text })
    .first();
  await toast.hover();
  await expect.poll(() => toast.evaluate((t) => getComputedStyle(t).opacity)).toBe('1');
  // Again where it came to rest: hovered while still sliding in (a loaded machine), the pointer
  // was left where it had been, the toaster took that as the pointer gone, and the toast left
  // in the middle of the check.
  await toast.hover();
  return toast;
}

/** A table order for `phone`, opened by staff as the counter does, so /payment has one to show. */
async function openTableOrder(page: Page, staff: Session, phone: string) {
  const answer = await page.request.get('/api/items/all?availability=true');
  const { items } = (await answer.json()) as { items: Item[] };
  const apple = items.find((i) => i.name === 'Green Apple')!;
  const opened = await page.request.post('/api/table-orders', {
    headers: bearer(staff),
    data: { phone, tableNo: '3', dineInItems: [{ itemId: apple._id, quantity: 1 }] },
  });
  expect(opened.status()).toBe(201);
}

test('every shopper page signed out has no serious accessibility problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openHome(page);
  await checkHere(page, testInfo, 'home', true);
  await card(page, 'Green Apple').getByRole('button', { name: 'Green Apple', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Green Apple/ })).toBeVisible();
  await checkHere(page, testInfo, 'item Green Apple');
  await page.keyboard.press('Escape');
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  const fruits = await page.getByRole('link', { name: 'see all Fruits' }).getAttribute('href');
  await check(page, testInfo, fruits!, true);
  await check(page, testInfo, '/?q=milk', true);
  await check(page, testInfo, '/?q=xylophone');
  await check(page, testInfo, '/cart', true);
  for (const path of INFO_PATHS) await check(page, testInfo, path);
  await check(page, testInfo, '/payment');
  await check(page, testInfo, '/my-account');
  await check(page, testInfo, '/no-such-page');
});

test('signing in, and every shopper page signed in, have no serious accessibility problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopperPhone = phoneFor(testInfo.project.name, 2);
  const staffPhone = phoneFor(testInfo.project.name, 3);

  // Both steps of the sign-in dialog, and its success toasts over the page.
  await openHome(page);
  await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await dialog.getByLabel('Mobile number').fill(shopperPhone);
  await checkHere(page, testInfo, 'sign-in number');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const sent = await toastShown(page, 'success', AUTH_MESSAGES.otpSent);
  await checkHere(page, testInfo, 'sign-in code', true);
  await expect(sent, 'the toast was checked: it stayed up meanwhile').toBeVisible();
  // Let go and gone, so the next toast is checked alone: held up by the pointer, this one would
  // still be moving behind it, which axe reads as text over text.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await dialog.getByLabel('Enter OTP').fill(E2E_OTP);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  const signedIn = await toastShown(page, 'success', AUTH_MESSAGES.loginSuccess);
  await checkHere(page, testInfo, 'signed in toast', true);
  await expect(signedIn, 'the toast was checked: it stayed up meanwhile').toBeVisible();
  await page.mouse.move(0, 0);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  const shopper = (await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userDetails: JSON.parse(localStorage.getItem('user')!),
  }))) as Session;

  // An order to show, a table order for /payment, then every page of the account.
  const order = await placeOrder(page.request, shopper);
  await grantRole(staffPhone, 'staff');
  await openTableOrder(page, await signInByApi(page.request, staffPhone), shopperPhone);
  await check(page, testInfo, '/checkout');
  for (const tab of ACCOUNT_TABS) await check(page, testInfo, `/my-account?tab=${tab.key}`);
  await check(page, testInfo, `/order-details?id=${order.orderId}`, true);
  await check(page, testInfo, '/payment');
});

/** The store's admin, signed in on `page`, with an order and a table order in the queues. */
async function asAdmin(page: Page, slot: number, testInfo: TestInfo) {
  const adminPhone = phoneFor(testInfo.project.name, slot);
  await grantRole(adminPhone, 'admin');
  const admin = await signInByApi(page.request, adminPhone);
  const order = await placeOrder(page.request, admin);
  await openTableOrder(page, admin, adminPhone);
  await page.goto('/');
  await useSessionIn(page, admin);
  return { order, admin };
}

test('every console section, as the store’s admin, has no serious accessibility problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await asAdmin(page, 4, testInfo);
  for (const [path] of CONSOLE_SECTIONS) await check(page, testInfo, `/ops/${path}`);
  await check(page, testInfo, '/ops/refunds');
});

test('the console’s tabs, table QR, packing slip and a dialog have no serious accessibility problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { order, admin } = await asAdmin(page, 5, testInfo);
  await check(page, testInfo, '/ops/counter?view=all');
  await check(page, testInfo, `/ops/people/${admin.userDetails._id}/statement`);
  for (const tab of ['subscriptions', 'run']) await check(page, testInfo, `/ops/milk?tab=${tab}`);
  for (const tab of ['categories', 'banners'])
    await check(page, testInfo, `/ops/catalog?tab=${tab}`);
  await check(page, testInfo, '/ops/counter/qr');
  await check(page, testInfo, `/ops/orders/${order._id}/slip`);
  await page.goto('/ops/orders');
  await settled(page);
  const queued = page.getByRole('article', { name: new RegExp(order.orderId) });
  await queued.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog', { name: `Accept ${order.orderId}` })).toBeVisible();
  await checkHere(page, testInfo, 'ops accept dialog');
});
