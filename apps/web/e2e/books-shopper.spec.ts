import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees } from '@grofresh/contracts';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, placeOrder, signInByApi, useSessionIn, type Session } from './sessions';
import { nearStore } from './support';

/**
 * The shopper's side of the store's books (docs/product/rules.md#books): staff record a UPI
 * payment for one cash-on-delivery order and part of another in cash, through the API as the
 * console does; the shopper sees the first Paid, the second Part paid, and both payments and
 * what is still due on their statement (My Account, Statement). Sign-in slots 56 (shopper) and
 * 57 (staff). The shopper's earlier runs stay in the statement, so its balance is read before.
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
