import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees } from '@grofresh/contracts';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import {
  bearer,
  grantRole,
  milkShops,
  placeOrder,
  signInByApi,
  useSessionIn,
  type Session,
} from './sessions';
import { NEAR_STORE, nearStore } from './support';

/**
 * The shopper's side of the store's books (docs/product/rules.md#books): staff record a UPI
 * payment for one cash-on-delivery order and part of another in cash, through the API as the
 * console does; the shopper sees the first Paid, the second Part paid, and both payments and
 * what is still due on their statement (My Account, Statement); on the milk shop, a milk bill
 * paid by UPI reads Paid. Sign-in slots 56 (shopper) and 57 (staff). The shopper's earlier runs stay in the statement, so its balance is read before.
 */
test.use({ ...nearStore, viewport: { width: 390, height: 844 } });

const balanceOf = async (request: APIRequestContext, shopper: Session) => {
  const answer = await request.get('/api/user/statement', { headers: bearer(shopper) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { balanceDue: number }).balanceDue;
};

const orderTotal = async (request: APIRequestContext, shopper: Session, id: string) => {
  const answer = await request.get(`/api/orders/${id}`, { headers: bearer(shopper) });
  return ((await answer.json()) as { order: { totalAmount: number } }).order.totalAmount;
};

async function record(
  request: APIRequestContext,
  staff: Session,
  orderId: string,
  data: { method: 'CASH' | 'UPI'; amount: number; reference?: string },
) {
  const answer = await request.post(`/api/ops/orders/${orderId}/payments`, {
    headers: bearer(staff),
    data,
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const openStatement = async (page: Page) => {
  await page.goto('/my-account?tab=statement');
  return page.getByRole('tabpanel', { name: 'Statement' });
};

test('staff record a UPI payment and some cash; the shopper sees the orders paid and the statement', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const staffPhone = phoneFor(testInfo.project.name, 57);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 56));
  const before = await balanceOf(page.request, shopper);

  const paid = await placeOrder(page.request, shopper);
  const owing = await placeOrder(page.request, shopper);
  const total = await orderTotal(page.request, shopper, paid._id);
  // A UPI reference is recorded once in the books, so each run brings a new one.
  const reference = `7${String(Date.now()).slice(-11)}`;
  await record(page.request, staff, paid._id, { method: 'UPI', amount: total, reference });
  await record(page.request, staff, owing._id, { method: 'CASH', amount: 10 });
  const due = before + total - 10;
  expect(await balanceOf(page.request, shopper)).toBe(due);

  await page.goto('/');
  await useSessionIn(page, shopper);

  // The UPI-paid order says Paid, with the reference from the bank app.
  await page.goto(`/order-details?id=${paid.orderId}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Paid');
  await expect(payment).toContainText(`Received ${formatRupees(total)}`);
  await expect(payment).toContainText(`by UPI`);
  await expect(payment).toContainText(`Ref ${reference}`);
  await payment.scrollIntoViewIfNeeded();
  await snapshot(page, 'books-shopper-order-paid-phone');

  // The other is part paid, and says what it still owes.
  await page.goto(`/order-details?id=${owing.orderId}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Part paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    `Still due ${formatRupees(total - 10)}`,
  );

  // The statement: what is owed on top, then this run's payments, newest first.
  const panel = await openStatement(page);
  await expect(panel.getByRole('region', { name: 'Balance due' })).toContainText(
    due > 0 ? `You owe ${formatRupees(due)}` : 'Nothing due',
  );
  const rows = panel.getByRole('listitem');
  await expect(rows.first()).toContainText('Paid in cash');
  await expect(rows.first()).toContainText(`Order ${owing.orderId}`);
  await expect(rows.first()).toContainText(`−${formatRupees(10)}`);
  const upi = rows.filter({ hasText: `Ref ${reference}` });
  await expect(upi).toContainText('Paid by UPI');
  await expect(upi).toContainText(`Order ${paid.orderId}`);
  await expect(upi).toContainText(`−${formatRupees(total)}`);
  await expect(
    rows.filter({ hasText: `Order ${paid.orderId}` }).filter({ hasText: 'Bill' }),
  ).toHaveCount(1);
  await expectAccessible(page);
  await snapshot(page, 'books-shopper-statement-phone');

  // The same at a desk.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const wide = await desk.newPage();
  await wide.goto('/');
  await useSessionIn(wide, shopper);
  const widePanel = await openStatement(wide);
  await expect(
    widePanel.getByRole('listitem').filter({ hasText: `Ref ${reference}` }),
  ).toBeVisible();
  await snapshot(wide, 'books-shopper-statement-desktop');
  await wide.goto(`/order-details?id=${paid.orderId}`);
  await expect(wide.getByRole('region', { name: 'Payment' })).toContainText(`Ref ${reference}`);
  await snapshot(wide, 'books-shopper-order-paid-desktop');
  await desk.close();
});

const storeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** On the milk shop at 11:00 (sessions.ts), where milk can be ordered. */
test.describe('a milk bill', () => {
  test.use({ baseURL: milkShops.morning() });

  test('staff record its UPI payment; the shopper sees the bill Paid and the payment in the statement', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const staffPhone = phoneFor(testInfo.project.name, 57);
    await grantRole(staffPhone, 'staff', milkShops.port());
    const staff = await signInByApi(page.request, staffPhone);
    const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 56));
    // An earlier run's subscription goes first: a shopper has one at a time.
    const mine = (await (
      await page.request.get('/api/subscription/user', { headers: bearer(shopper) })
    ).json()) as { _id: string; status: string }[];
    for (const old of mine.filter((s) => ['PENDING', 'ACTIVE', 'INACTIVE'].includes(s.status))) {
      const gone = await page.request.put(`/api/subscription/update/${old._id}`, {
        headers: bearer(shopper),
        data: { status: 'CANCELLED' },
      });
      expect(gone.status(), await gone.text()).toBe(200);
    }
    const saved = await page.request.post('/api/addresses/create', {
      headers: bearer(shopper),
      data: { type: 'HOME', flat: 'Flat 9, Lake View', locality: 'Indiranagar', name: 'Ravi' },
    });
    const config = (await (await page.request.get('/api/store/get-config')).json()) as {
      milkPriceSubscription: Record<string, number>;
    };
    const made = await page.request.post('/api/subscription/create', {
      headers: bearer(shopper),
      data: {
        productName: 'MILK',
        type: 'DAILY',
        address: ((await saved.json()) as { address: { _id: string } }).address._id,
        quantity: Object.keys(config.milkPriceSubscription)[0],
        startDate: storeDate(1),
        endDate: storeDate(3),
        lat: NEAR_STORE.latitude,
        lon: NEAR_STORE.longitude,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { subscription } = (await made.json()) as {
      subscription: { _id: string; amountDue: number };
    };
    const reference = `8${String(Date.now()).slice(-11)}`;
    const paid = await page.request.post(`/api/ops/subscriptions/${subscription._id}/payments`, {
      headers: bearer(staff),
      data: { method: 'UPI', amount: subscription.amountDue, reference },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    await page.goto('/');
    await useSessionIn(page, shopper);
    await page.goto('/my-account?tab=subscriptions');
    const bill = page.getByRole('region', { name: 'Your bill' });
    await expect(bill).toContainText('Paid');
    await expect(bill).toContainText(`Paid ${formatRupees(subscription.amountDue)} by UPI`);
    await expect(bill).toContainText(`Ref ${reference}`);
    await bill.scrollIntoViewIfNeeded();
    await snapshot(page, 'books-shopper-milk-paid-phone');

    const panel = await openStatement(page);
    const upi = panel.getByRole('listitem').filter({ hasText: `Ref ${reference}` });
    await expect(upi).toContainText('Paid by UPI');
    await expect(upi).toContainText('Milk');
    await expect(upi).toContainText(`−${formatRupees(subscription.amountDue)}`);
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Milk bill' }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
