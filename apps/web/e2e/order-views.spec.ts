import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { CARD_PAYMENT_MESSAGES, ORDER_MESSAGES } from '../src/features/orders/messages';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

interface Item {
  _id: string;
  name: string;
  price: number;
  discountPrice: number;
}

/** A saved address of the shopper's, pinned or not, with a landmark typed "Near …". */
async function address(
  request: APIRequestContext,
  shopper: Session,
  name: string,
  location: { lat: number; lon: number } | null,
) {
  const saved = await request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 7, Cedar Court',
      locality: 'Indiranagar',
      // A pincode the demo store serves: an unpinned address is delivered to by it.
      zip: '560038',
      landmark: 'Near CMH Hospital',
      name,
      location,
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { address: { _id: string } }).address._id;
}

/** A cash-on-delivery home delivery of 2 Green Apples (₹260.00, 2 Grocoins) to an address. */
async function codOrder(request: APIRequestContext, shopper: Session, addressId: string) {
  const { items } = (await (await request.get('/api/items/all?name=Green%20Apple')).json()) as {
    items: Item[];
  };
  const apple = items.find((i) => i.name === 'Green Apple')!;
  const placed = await request.post('/api/orders/create', {
    headers: bearer(shopper),
    data: {
      orderId: `ORD-${Date.now()}-${crypto.randomUUID().split('-')[0]}`,
      cartItems: [{ itemId: apple._id, isVarient: false, variantName: null, quantity: 2 }],
      totalAmount: 2 * (apple.discountPrice || apple.price),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: addressId,
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { _id: string; orderId: string } }).order;
}

/** One Green Apple paid by card through the gateway's stand-in; back in My Orders. */
async function payByCard(page: Page) {
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Pay Via Online/ }).check();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page).toHaveTitle(/Payment gateway \(simulator\)/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.success)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
}

const myOrder = (page: Page, orderId: string) =>
  page.getByRole('list', { name: 'My orders' }).getByRole('listitem').filter({ hasText: orderId });

test('orders say what happened: cash collected, coins earned, paid, refunded with its reference, how far, and the landmark once', async ({
  page,
}, testInfo) => {
  // Two trips to the gateway, a refund made by the shop's queue, and both sides' screens.
  test.setTimeout(180_000);
  const size = testInfo.project.name;
  const staffPhone = phoneFor(size, 39);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  const shopper = await signInByApi(page.request, phoneFor(size, 36));

  // A delivered cash order to a pinned address 2.9 km from the store, and an open one to an
  // address without a pin.
  const pinned = await address(page.request, shopper, 'Kiran', { lat: 12.99, lon: 77.66 });
  const unpinned = await address(page.request, shopper, 'Kiran at work', null);
  const delivered = await codOrder(page.request, shopper, pinned);
  const open = await codOrder(page.request, shopper, unpinned);
  for (const status of ['ACCEPTED', 'DELIVERED']) {
    const moved = await page.request.put(`/api/orders/update/${delivered._id}`, {
      headers: bearer(staff),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }

  // Two card orders; the store cancels the second and the gateway refunds it.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await payByCard(page);
  await payByCard(page);
  const { orders } = (await (
    await page.request.get('/api/orders/all-user', { headers: bearer(shopper) })
  ).json()) as { orders: { _id: string; orderId: string }[] };
  const [refunded, paid] = orders;
  const cancelled = await page.request.put(`/api/orders/update/${refunded!._id}`, {
    headers: bearer(staff),
    data: { status: 'CANCELLED', cancelReason: 'An item is out of stock' },
  });
  expect(cancelled.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/orders/${refunded!._id}`, { headers: bearer(shopper) })
          ).json()) as { order: { cardPayment: { refund: { status: string } | null } } }
        ).order.cardPayment.refund?.status,
      { timeout: 30_000 },
    )
    .toBe('REFUNDED');

  // The shopper: "Paid" and "Refunded" in My Orders.
  await page.goto('/my-account?tab=orders');
  await expect(myOrder(page, paid!.orderId)).toContainText(CARD_PAYMENT_MESSAGES.paid);
  await expect(myOrder(page, refunded!.orderId)).toContainText(
    CARD_PAYMENT_MESSAGES.refundState.REFUNDED,
  );
  // Cash on delivery, collected: the books say it is paid (rules.md#books), not by card.
  await expect(myOrder(page, delivered.orderId)).toContainText('Paid');
  await expect(myOrder(page, delivered.orderId)).not.toContainText(
    CARD_PAYMENT_MESSAGES.refundState.REFUNDED,
  );
  await expectAccessible(page);
  await snapshot(page, `order-views-my-orders-${size}`);

  // The paid order says so; the refunded one says where the money went, and its reference.
  await page.goto(`/order-details?id=${paid!.orderId}`);
  const status = () => page.getByRole('region', { name: /^ORD-/ });
  await expect(status()).toContainText('Paid ₹130.00 online');
  await expectAccessible(page);
  await snapshot(page, `order-views-paid-${size}`);
  await page.goto(`/order-details?id=${refunded!.orderId}`);
  await expect(status()).toContainText(CARD_PAYMENT_MESSAGES.refund.REFUNDED(130));
  await expect(status()).toContainText(`Refund reference: RF-${refunded!.orderId}`);
  await expectAccessible(page);
  await snapshot(page, `order-views-refunded-${size}`);

  // The delivered cash order: the coins were earned; the landmark reads "Near" once.
  await page.goto(`/order-details?id=${delivered.orderId}`);
  await expect(status()).toContainText(ORDER_MESSAGES.earned(2));
  await expect(status()).not.toContainText('You will earn');
  await expect(page.getByText('Near CMH Hospital').first()).toBeVisible();
  await expect(page.getByText('Near Near')).toHaveCount(0);
  await snapshot(page, `order-views-delivered-${size}`);
  await page.goto('/my-account?tab=addresses');
  await expect(page.getByText('Flat 7, Cedar Court, Indiranagar, Near CMH Hospital')).toHaveCount(
    2,
  );
  await expect(page.getByText('Near Near')).toHaveCount(0);
  await snapshot(page, `order-views-addresses-${size}`);

  // The store's console: cash collected, how far each delivery goes, each payment its own.
  await useSessionIn(page, staff);
  await page.goto('/ops/orders');
  const staffCard = (orderId: string) => page.getByRole('article', { name: orderId });
  await expect(staffCard(delivered.orderId)).toContainText('Cash collected ₹260.00');
  await expect(staffCard(delivered.orderId)).not.toContainText('Collect ₹260.00 in cash');
  await expect(staffCard(delivered.orderId)).toContainText('Home Delivery· 2.9 km');
  await expect(staffCard(open.orderId)).toContainText('Collect ₹260.00 in cash');
  await expect(staffCard(open.orderId)).toContainText('Home Delivery· no pin');
  await expect(staffCard(open.orderId)).not.toContainText('Near Near');
  await expect(staffCard(refunded!.orderId)).toContainText(`Refund refRF-${refunded!.orderId}`);
  await expect(
    page.getByRole('region', { name: `Online payment of ${paid!.orderId}` }),
  ).toContainText('Paid online');
  await expectAccessible(page);
  await snapshot(page, `order-views-console-${size}`);
  await staffCard(delivered.orderId).scrollIntoViewIfNeeded();
  await snapshot(page, `order-views-console-delivered-${size}`);
});
