import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { ORDER_MESSAGES } from '../src/features/orders/messages';
import { phoneFor } from './accounts';
import { bearer, grantRole, signInByApi, useSessionIn } from './sessions';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

async function addApples(page: Page, count: number) {
  await openHome(page);
  const apple = card(page, 'Green Apple');
  await apple.getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  for (let n = 1; n < count; n++) {
    await apple.getByRole('button', { name: 'Increase quantity of Green Apple' }).click();
  }
  await expect(apple.getByRole('status', { name: 'Green Apple quantity' })).toHaveText(
    String(count),
  );
}

async function confirmOrder(page: Page) {
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
}

test('a shopper orders for delivery and for pick-up, follows an order and gets its Grocoins', async ({
  page,
}, testInfo) => {
  // Two orders, a command-line role change and two staff calls.
  test.setTimeout(120_000);
  const shopperPhone = phoneFor(testInfo.project.name, 10);
  const staffPhone = phoneFor(testInfo.project.name, 11);

  // Checkout needs a login first.
  await addApples(page, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const shopper = await signInByApi(page.request, shopperPhone);
  await useSessionIn(page, shopper);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 12, Lotus Apartments',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Asha Rao',
    },
  });
  expect(saved.status()).toBe(201);

  // 1. Home delivery, cash on delivery: the defaults.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Total₹260.00');
  await expect(summary).toContainText(CHECKOUT_MESSAGES.earnNote(2));
  await confirmOrder(page);

  // 2. Store pick-up, paid by UPI QR. The second day offered is never today, so its first slot
  // cannot pass while the test runs.
  await addApples(page, 1);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Store Pick Up' }).check();
  await page.getByRole('radiogroup', { name: 'Pick-up day' }).getByRole('radio').nth(1).check();
  await page.getByRole('combobox', { name: 'Time' }).selectOption({ index: 1 });
  await page.getByRole('radio', { name: /UPI QR Code/ }).check();
  await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹130.00' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download QR' })).toBeVisible();
  await confirmOrder(page);

  // Both orders in My Orders, newest first; the delivery order opens with its reward note.
  const orders = page.getByRole('list', { name: 'My orders' }).getByRole('link');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('Store Pick Up');
  await expect(orders.nth(1)).toContainText('Home Delivery');
  await orders.nth(1).click();
  await expect(page).toHaveURL(/\/order-details\?id=ORD-/);
  await expect(page.getByText(ORDER_MESSAGES.reward(2))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Green Apple');
  const orderId = new URL(page.url()).searchParams.get('id')!;

  // Staff accept and deliver it: the role comes from the command line, against this server.
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  for (const status of ['ACCEPTED', 'DELIVERED']) {
    const moved = await page.request.put(`/api/orders/update/${orderId}`, {
      headers: bearer(staff),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuetext',
    'Delivered',
  );

  // The Rewards tab shows the credit.
  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('region', { name: 'My GroCoins' })).toContainText('2 Grocoins');
  const credit = page.getByRole('row').filter({ hasText: `Earned on order ${orderId}` });
  await expect(credit).toContainText('+2');
});
