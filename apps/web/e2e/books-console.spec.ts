import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees, storeDate } from '@grofresh/contracts';
import { expectNoSeriousViolations } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { nearStore, openHome } from './support';

test.use(nearStore);
// One shopper (slot 54) and the store's owner (slot 55), signed in once for both journeys.
test.describe.configure({ mode: 'serial' });

/** Where the screenshots for docs/design.md's review go when asked (BOOKS_SHOTS=/dir). */
const SHOTS = process.env.BOOKS_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `books-${name}-${size}.png`) });
  }
}

let shopper: Session;
let owner: Session;
let addressId: string;

interface Placed {
  _id: string;
  orderId: string;
  totalAmount: number;
}

/** A cash-on-delivery order of two Kinnows, placed by the shopper and accepted by the owner. */
async function acceptedCodOrder(request: APIRequestContext): Promise<Placed> {
  const found = await request.get('/api/items/all?name=Kinnow');
  const { items } = (await found.json()) as {
    items: { _id: string; name: string; price: number; discountPrice: number }[];
  };
  const kinnow = items.find((i) => i.name === 'Kinnow')!;
  const placed = await request.post('/api/orders/create', {
    headers: bearer(shopper),
    data: {
      orderId: `ORD-${Date.now()}-${crypto.randomUUID().split('-')[0]}`,
      cartItems: [{ itemId: kinnow._id, isVarient: false, variantName: null, quantity: 2 }],
      totalAmount: (kinnow.discountPrice || kinnow.price) * 2,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: addressId,
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: Placed }).order;
  const accepted = await request.put(`/api/orders/update/${order._id}`, {
    headers: bearer(owner),
    data: { status: 'ACCEPTED' },
  });
  expect(accepted.status()).toBe(200);
  return order;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const ownerPhone = phoneFor(testInfo.project.name, 55);
  await grantRole(ownerPhone, 'admin');
  owner = await signInByApi(request, ownerPhone);
  shopper = await signInByApi(request, phoneFor(testInfo.project.name, 54));
  const address = await request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 4, Gulmohar', locality: 'Indiranagar', name: 'Meera' },
  });
  expect(address.status()).toBe(201);
  addressId = ((await address.json()) as { address: { _id: string } }).address._id;
  await request.dispose();
});

const orderCard = (page: Page, orderId: string) =>
  page.getByRole('article', { name: new RegExp(orderId) });

test("a COD order delivered with the cash received is in that day's cash-up", async ({
  page,
}, testInfo) => {
  // The console, its dialogs and their axe checks take more than the default 30 s on CI.
  test.setTimeout(90_000);
  const order = await acceptedCodOrder(page.request);
  await openHome(page);
  await useSessionIn(page, owner);
  await page.goto('/ops/orders');
  const card = orderCard(page, order.orderId);
  await expect(card).toContainText('Unpaid');
  await shot(page, 'card');
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`Mark delivered · ${order.orderId}`),
  });
  await expect(dialog.getByLabel('Cash received (₹)')).toHaveValue(order.totalAmount.toFixed(2));
  await expectNoSeriousViolations(page, testInfo, 'the cash-received dialog');
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(card).toContainText('Delivered');
  await expect(card).toContainText('Paid');

  // On a phone, Books is under More (the bottom bar holds the first sections).
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Books' }).click();
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Store date')).toHaveValue(storeDate(new Date()));
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries.getByRole('listitem').filter({ hasText: 'Payment · Cash' })).toContainText(
    formatRupees(order.totalAmount),
  );
  await expect(page.getByRole('region', { name: 'Cash by staff' })).toContainText(
    owner.userDetails.phone.slice(5),
  );
  await expectNoSeriousViolations(page, testInfo, 'the cash-up');
  await shot(page, 'cash-up');
});

test('the owner records a UPI reference for an order, then closes the day', async ({
  page,
}, testInfo) => {
  // The console, its dialogs and their axe checks take more than the default 30 s on CI.
  test.setTimeout(90_000);
  const order = await acceptedCodOrder(page.request);
  const reference = String(Date.now()).slice(-12).padStart(12, '4');
  await openHome(page);
  await useSessionIn(page, owner);
  await page.goto('/ops/orders');
  const card = orderCard(page, order.orderId);
  await card.getByRole('button', { name: `Record payment for ${order.orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment · ${order.orderId}` });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(order.totalAmount.toFixed(2));
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await dialog.getByLabel(/UPI reference/).fill(reference);
  await expectNoSeriousViolations(page, testInfo, 'the record-payment dialog');
  await shot(page, 'record-payment');
  await dialog.getByRole('button', { name: `Record ${formatRupees(order.totalAmount)}` }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Paid');
  await expect(card.getByRole('button', { name: /Record payment/ })).toHaveCount(0);

  await page.goto('/ops/books');
  const entries = page.getByRole('region', { name: 'Entries' });
  await expect(entries).toContainText(`Ref ${reference}`);
  const close = page.getByRole('form', { name: 'Close the day' });
  const counted = close.getByLabel('Counted cash (₹)');
  const expected = Number(await counted.inputValue());
  await counted.fill((expected - 10).toFixed(2));
  await expect(close).toContainText('Difference: ₹10.00 short');
  await close.getByLabel(/Note/).fill('Ten rupees short in the drawer');
  await close.getByRole('button', { name: 'Close the day' }).click();
  const closed = page.getByRole('region', { name: 'Closed' });
  await expect(closed).toContainText(`Counted cash ${formatRupees(expected - 10)}`);
  await expect(closed).toContainText('₹10.00 short');
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, 'a closed day');
  await shot(page, 'closed');
});
