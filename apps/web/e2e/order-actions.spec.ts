import { expect, test, type APIRequestContext } from '@playwright/test';
import { shopperCancelMessages } from '@grofresh/contracts';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { BUY_AGAIN_MESSAGES, ORDER_MESSAGES } from '../src/features/orders/messages';
import { phoneFor } from './accounts';
import { bearer, grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { card, nearStore, openHome } from './support';

test.use(nearStore);
// Both journeys share one shopper (slot 24) and one member of staff (slot 25): one sign-in each.
test.describe.configure({ mode: 'serial' });

/** Fruits no other journey touches: the store runs out of one, the other stays on sale. */
const RUNS_OUT = 'Nagpur Orange';
const STAYS = 'Kinnow';

interface Item {
  _id: string;
  name: string;
  price: number;
  discountPrice: number;
}

async function itemNamed(request: APIRequestContext, name: string): Promise<Item> {
  const answer = await request.get(`/api/items/all?name=${encodeURIComponent(name)}`);
  const { items } = (await answer.json()) as { items: Item[] };
  return items.find((i) => i.name === name)!;
}

const unit = (item: Item) => item.discountPrice || item.price;

let shopper: Session;
let staff: Session;
/** A delivered order of 2 × RUNS_OUT and 3 × STAYS, whose coins the shopper then holds. */
let delivered: { _id: string; orderId: string; earnedCoins: number };

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const staffPhone = phoneFor(testInfo.project.name, 25);
  await grantRole(staffPhone, 'staff');
  staff = await signInByApi(request, staffPhone);
  shopper = await signInByApi(request, phoneFor(testInfo.project.name, 24));

  const address = await request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 9, Neem Towers',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Latha',
    },
  });
  expect(address.status()).toBe(201);
  const [orange, kinnow] = [await itemNamed(request, RUNS_OUT), await itemNamed(request, STAYS)];
  const placed = await request.post('/api/orders/create', {
    headers: bearer(shopper),
    data: {
      orderId: `ORD-${Date.now()}-${crypto.randomUUID().split('-')[0]}`,
      cartItems: [
        { itemId: orange._id, isVarient: false, variantName: null, quantity: 2 },
        { itemId: kinnow._id, isVarient: false, variantName: null, quantity: 3 },
      ],
      totalAmount: unit(orange) * 2 + unit(kinnow) * 3,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: ((await address.json()) as { address: { _id: string } }).address._id,
    },
  });
  expect(placed.status()).toBe(201);
  delivered = ((await placed.json()) as { order: typeof delivered }).order;
  expect(delivered.earnedCoins).toBeGreaterThan(0);
  for (const status of ['ACCEPTED', 'DELIVERED']) {
    const moved = await request.put(`/api/orders/update/${delivered._id}`, {
      headers: bearer(staff),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  await request.dispose();
});

test('a shopper redeems Grocoins, cancels the order while pending and gets them back', async ({
  page,
}, testInfo) => {
  const coins = delivered.earnedCoins;
  await openHome(page);
  await useSessionIn(page, shopper);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /Latha/ })).toBeChecked();
  await page.getByRole('checkbox', { name: new RegExp(`Use ${coins} Grocoins`) }).check();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);

  // The new order is pending, with the evening it is expected.
  const pending = page.getByRole('list', { name: 'My orders' }).getByRole('listitem').first();
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText(/Expected by \d{1,2} [A-Z][a-z]{2} \d{4}, 19:00/);
  await pending.getByRole('link').click();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(ORDER_MESSAGES.coinsBack(coins));
  await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText(shopperCancelMessages.cancelled)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuetext',
    'Cancelled',
  );
  await expect(page.getByText('Ordered by mistake')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const orderId = new URL(page.url()).searchParams.get('id')!;
  await page.screenshot({ path: testInfo.outputPath('cancelled.png'), fullPage: true });

  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('region', { name: 'My GroCoins' })).toContainText(
    `${coins} Grocoins`,
  );
  await expect(
    page.getByRole('row').filter({ hasText: `Refund for cancelled order ${orderId}` }),
  ).toContainText(`+${coins}`);
});

test("'Buy again' on a delivered order leaves out the item the store ran out of", async ({
  page,
}, testInfo) => {
  const orange = await itemNamed(page.request, RUNS_OUT);
  const setAvailable = async (on: boolean) => {
    const answer = await page.request.put(`/api/ops/items/${orange._id}`, {
      headers: bearer(staff),
      data: { isAvailable: on },
    });
    expect(answer.status()).toBe(200);
  };
  await setAvailable(false);
  try {
    await openHome(page);
    await useSessionIn(page, shopper);
    await page.goto(`/order-details?id=${delivered.orderId}`);
    await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
      'aria-valuetext',
      'Delivered',
    );
    await page.getByRole('button', { name: 'Buy again' }).click();

    const note = page.getByRole('dialog', { name: BUY_AGAIN_MESSAGES.added(1) });
    await expect(note).toContainText(BUY_AGAIN_MESSAGES.addedSome(1, 2));
    await expect(
      note.getByRole('region', { name: BUY_AGAIN_MESSAGES.unavailableTitle }),
    ).toContainText(RUNS_OUT);
    await page.screenshot({ path: testInfo.outputPath('buy-again.png') });
    await note.getByRole('button', { name: 'Go to cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole('region', { name: 'Items List' });
    await expect(lines).toContainText(STAYS);
    await expect(lines).not.toContainText(RUNS_OUT);
    await expect(lines.getByRole('status', { name: `${STAYS} quantity` })).toHaveText('3');
  } finally {
    await setAvailable(true);
  }
});
