import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { PAYMENT_NOTICE_MESSAGES } from '../src/features/checkout/messages';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { bearer, signInByApi, useSessionIn } from './sessions';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

async function addApples(page: Page, count: number) {
  await openHome(page);
  const apple = card(page, 'Green Apple');
  await apple.getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  for (let n = 1; n < count; n++) {
    await apple.getByRole('button', { name: 'Increase quantity of Green Apple' }).click();
  }
}

/** Checkout with 'Pay Via Online': the browser leaves for the gateway's page (the stand-in). */
async function payOnline(page: Page, amount: string) {
  await page.goto('/checkout');
  // As a shopper would: once the saved address shows chosen. Tapped before the addresses have
  // arrived, 'Confirm Order' rightly asks for an address first (a toast), and nothing is sent.
  const address = page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio');
  await expect(address.first()).toBeChecked();
  await page.getByRole('radio', { name: /Pay Via Online/ }).check();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page).toHaveTitle(/Payment gateway \(simulator\)/);
  await expect(page.getByText(amount)).toBeVisible();
}

/** What the checkout says beside the payment choice: an alert, or a status while confirming. */
const paymentNotice = (page: Page, role: 'alert' | 'status') =>
  page.getByRole('region', { name: 'Payment method' }).getByRole(role);

const myOrders = (page: Page) => page.getByRole('list', { name: 'My orders' }).getByRole('link');

test('a shopper pays online: paid, failed, cancelled, and paid with the tab closed before returning', async ({
  page,
  context,
}, testInfo) => {
  // Four trips to the gateway and back.
  test.setTimeout(120_000);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 23));
  await page.goto('/');
  await useSessionIn(page, shopper);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 3, Rose Court',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Kavya',
    },
  });
  expect(saved.status()).toBe(201);

  // 1. Paid: back at the shop, the order is placed and the cart is empty.
  await addApples(page, 2);
  await payOnline(page, '₹260.00');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.success)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  await expect(myOrders(page)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).not.toContain('Green');

  // 2. The bank declines: back at checkout with the cart as it was.
  await addApples(page, 1);
  await payOnline(page, '₹130.00');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.failed)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('₹130.00');
  // Said beside the payment choice, which stays on 'Pay Via Online' (never one tap from COD).
  await expect(paymentNotice(page, 'alert')).toContainText(PAYMENT_NOTICE_MESSAGES.notPlaced);
  await expect(page.getByRole('radio', { name: /Pay Via Online/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).not.toBeChecked();
  await expectAccessible(page);
  await snapshot(page, `checkout-payment-failed-${testInfo.project.name}`);

  // 3. The shopper cancels at the gateway; trying again is a new payment.
  await payOnline(page, '₹130.00');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.aborted)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // 4. Paid, but the tab is closed before the gateway sends it back: the order is still placed
  // and shows in My Orders the next time the shopper looks.
  await payOnline(page, '₹130.00');
  await page.route('**/api/payments/ccAvenue/callback/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Pay' }).click();
  const later = await context.newPage();
  await page.close();

  await later.goto('/my-account?tab=orders');
  await expect(myOrders(later)).toHaveCount(2);
  await expect(later.getByText(PAYMENT_MESSAGES.success)).toBeVisible();
  const { orders } = (await (
    await later.request.get('/api/orders/all-user', { headers: bearer(shopper) })
  ).json()) as { orders: { totalAmount: number }[] };
  expect(orders.map((o) => o.totalAmount)).toEqual([130, 260]);
});

/**
 * Back at the shop while the gateway's status still says Initiated (it has not confirmed the
 * payment): the page opens /checkout?payment=success as the gateway's return does, then the
 * shopper's choice on the gateway's page is made (its form, posted by the journey).
 */
async function backBeforeTheGatewayConfirms(page: Page, outcome: 'pay' | 'fail') {
  const order = await page.locator('dt:text-is("Order") + dd').textContent();
  const form = {
    encRequest: await page.locator('input[name="encRequest"]').inputValue(),
    access_code: await page.locator('input[name="access_code"]').inputValue(),
    outcome,
  };
  await page.goto(`/checkout?payment=success&orderId=${order}`);
  await expect(paymentNotice(page, 'status')).toContainText(
    PAYMENT_NOTICE_MESSAGES.confirmingTitle,
  );
  await expect(page.getByText(PAYMENT_MESSAGES.failed)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pay Via Online/ })).toBeChecked();
  return () => page.request.post('/api/payments/ccAvenue/simulator/decide', { form });
}

test('a payment the gateway has not confirmed yet is being confirmed, then placed or failed as it settles', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 48));
  await page.goto('/');
  await useSessionIn(page, shopper);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 9, Lotus Court',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Ravi',
    },
  });
  expect(saved.status()).toBe(201);

  // 1. Paid at the gateway while the page waits: it moves on to the placed order by itself.
  await addApples(page, 1);
  await payOnline(page, '₹130.00');
  const pay = await backBeforeTheGatewayConfirms(page, 'pay');
  await expect(paymentNotice(page, 'status')).toContainText(PAYMENT_NOTICE_MESSAGES.confirming);
  await expectAccessible(page);
  await snapshot(page, `checkout-payment-confirming-${testInfo.project.name}`);
  expect((await pay()).status()).toBe(200);
  await expect(page.getByText(PAYMENT_MESSAGES.success)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  await expect(myOrders(page)).toHaveCount(1);

  // 2. Declined at the gateway while the page waits: it says so, 'Pay Via Online' still chosen.
  await addApples(page, 1);
  await payOnline(page, '₹130.00');
  const fail = await backBeforeTheGatewayConfirms(page, 'fail');
  expect((await fail()).status()).toBe(200);
  await expect(paymentNotice(page, 'alert')).toContainText(PAYMENT_MESSAGES.failed, {
    timeout: 20_000,
  });
  await expect(paymentNotice(page, 'status')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pay Via Online/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('₹130.00');
});
