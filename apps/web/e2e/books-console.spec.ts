import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatRupees, storeDate } from '@grofresh/contracts';
import { expectNoSeriousViolations } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, milkShops, signInByApi, useSessionIn, type Session } from './sessions';
import { shot, unpaidMilkBill } from './books-kit';
import { nearStore, openHome } from './support';

test.use(nearStore);
// One shopper (slot 54) and the store's owner (slot 55): signed in once on the main shop for the
// COD journey, and on the milk shop (its own database) for the milk bill's.
test.describe.configure({ mode: 'serial' });

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
    data: {
      type: 'HOME',
      flat: 'Flat 4, Gulmohar',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Meera',
    },
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
  const cashEntry = entries.getByRole('listitem').filter({ hasText: 'Payment · Cash' });
  await expect(cashEntry).toContainText(formatRupees(order.totalAmount));
  // Each entry says what it was for, as the statement names it.
  await expect(cashEntry).toContainText(`Order ${order.orderId}`);
  await expect(page.getByRole('region', { name: 'Cash by staff' })).toContainText(
    owner.userDetails.phone.slice(5),
  );
  await expectNoSeriousViolations(page, testInfo, 'the cash-up');
  await shot(page, 'cash-up');
});

/** On the milk shop at 11:00 (sessions.ts), where milk can be ordered; its own sign-ins. */
test.describe('a milk bill', () => {
  test.use({ baseURL: milkShops.morning() });

  test('the owner records a UPI reference for it and closes the day; the shopper sees it paid', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // The console, its dialogs, their axe checks and a second browser take more than 30 s.
    test.setTimeout(150_000);
    const ownerPhone = phoneFor(testInfo.project.name, 55);
    await grantRole(ownerPhone, 'admin', milkShops.port());
    const milkOwner = await signInByApi(page.request, ownerPhone);
    const milkShopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 54));
    const bill = await unpaidMilkBill(page.request, milkShopper);
    // Twenty rupees were handed over in cash at the door, so the drawer has some to count.
    const cash = await page.request.post(`/api/ops/subscriptions/${bill._id}/payments`, {
      headers: bearer(milkOwner),
      data: { method: 'CASH', amount: 20 },
    });
    expect(cash.status(), await cash.text()).toBe(201);
    const upiAmount = bill.amountDue - 20;
    // A UPI reference is recorded once in the books, so each run brings a new one.
    const reference = `6${String(Date.now()).slice(-11)}`;

    await page.goto('/');
    await useSessionIn(page, milkOwner);
    await page.goto('/ops/milk');
    const phone = milkShopper.userDetails.phone;
    const milkBill = `Milk bill of +91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    await page.getByRole('button', { name: `Record payment for ${milkBill}` }).click();
    const dialog = page.getByRole('dialog', { name: `Record payment · ${milkBill}` });
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(upiAmount.toFixed(2));
    await dialog.getByRole('radio', { name: 'UPI' }).check();
    await dialog.getByLabel(/UPI reference/).fill(reference);
    await expectNoSeriousViolations(page, testInfo, 'the record-payment dialog');
    await shot(page, 'record-payment');
    await dialog.getByRole('button', { name: `Record ${formatRupees(upiAmount)}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Record payment for ${milkBill}` })).toHaveCount(
      0,
    );

    await page.goto('/ops/books');
    const entries = page.getByRole('region', { name: 'Entries' });
    const upi = entries.getByRole('listitem').filter({ hasText: `Ref ${reference}` });
    await expect(upi).toContainText('Payment · UPI');
    await expect(upi).toContainText(/Milk \d{1,2} \w{3} \d{4} to /);
    const close = page.getByRole('form', { name: 'Close the day' });
    const counted = close.getByLabel('Counted cash (₹)');
    const expected = Number(await counted.inputValue());
    expect(expected).toBeGreaterThanOrEqual(20);
    await counted.fill((expected - 10).toFixed(2));
    await expect(close).toContainText('Difference: ₹10.00 short');
    await close.getByLabel(/Note/).fill('Ten rupees short in the drawer');
    await close.getByRole('button', { name: 'Close the day' }).click();
    const closed = page.getByRole('region', { name: 'Closed' });
    await expect(closed).toContainText(`Counted cash ${formatRupees(expected - 10)}`);
    await expect(closed).toContainText('₹10.00 short');
    await expect(closed).toContainText('Ten rupees short in the drawer');
    await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
    await expectNoSeriousViolations(page, testInfo, 'a closed day');
    await shot(page, 'closed');
    await shot(page, 'closed-entries', entries);

    // The owner reads the shopper's statement from People.
    await page.goto('/ops/people');
    await page.getByPlaceholder('Phone number').fill(phone);
    await expect(page.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(1);
    await shot(page, 'people');
    await page
      .getByRole('link', { name: new RegExp(`^Statement of .*${phone.slice(5)}$`) })
      .click();
    const owes = page.getByRole('region', { name: 'Balance due' });
    await expect(owes).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `Ref ${reference}` })).toContainText(
      'Paid by UPI',
    );
    await expectNoSeriousViolations(page, testInfo, "a shopper's statement");
    await shot(page, 'statement');

    // The shopper, on their own phone, sees the bill paid with the reference.
    const own = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const theirs = await own.newPage();
    await theirs.goto('/');
    await useSessionIn(theirs, milkShopper);
    await theirs.goto('/my-account?tab=subscriptions');
    const yours = theirs.getByRole('region', { name: 'Your bill' });
    await expect(yours).toContainText('Paid');
    await expect(yours).not.toContainText('Part paid');
    await expect(yours).toContainText(`Paid ${formatRupees(upiAmount)} by UPI`);
    await expect(yours).toContainText(`Ref ${reference}`);
    await own.close();
  });
});
