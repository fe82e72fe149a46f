import { expect, test } from '@playwright/test';
import { formatRupees, quantityOptionLabel } from '@grofresh/contracts';
import { SUBSCRIPTION_TAB_MESSAGES } from '../src/features/subscriptions/messages';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, milkShops, signInByApi, useSessionIn } from './sessions';
import { NEAR_STORE } from './support';

/**
 * A milk subscriber takes more milk from a day on and pays the top-up by card through the
 * gateway's stand-in, on the milk shop at 11:00 (the 10 AM – 3 PM window open). No run is made
 * here: tomorrow's is milk.spec.ts's (docs/product/rules.md#milk-subscriptions).
 */
test.use({
  baseURL: milkShops.morning(),
  permissions: ['geolocation'],
  geolocation: NEAR_STORE,
});

const storeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

test('a subscriber changes the quantity from a day on and pays the top-up by card', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const staffPhone = phoneFor(testInfo.project.name, 9);
  await grantRole(staffPhone, 'staff', milkShops.port());
  const staff = await signInByApi(page.request, staffPhone);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 5));
  const home = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 5, Lake View', locality: 'Indiranagar', name: 'Meera' },
  });
  const config = (await (await page.request.get('/api/store/get-config')).json()) as {
    milkPriceSubscription: Record<string, number>;
  };
  // The cheapest option first, the dearest from the day after tomorrow.
  const options = Object.entries(config.milkPriceSubscription).sort((a, b) => a[1] - b[1]);
  const [small, smallPrice] = options[0]!;
  const [large, largePrice] = options.at(-1)!;
  const made = await page.request.post('/api/subscription/create', {
    headers: bearer(shopper),
    data: {
      productName: 'MILK',
      type: 'DAILY',
      address: ((await home.json()) as { address: { _id: string } }).address._id,
      quantity: small,
      endDate: storeDate(4),
      lat: NEAR_STORE.latitude,
      lon: NEAR_STORE.longitude,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { subscription } = (await made.json()) as {
    subscription: { _id: string; amountDue: number };
  };
  // The store takes the first bill at the counter and approves.
  const paid = await page.request.post(`/api/ops/subscriptions/${subscription._id}/payments`, {
    headers: bearer(staff),
    data: { method: 'CASH', amount: subscription.amountDue },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const approved = await page.request.put(`/api/ops/subscriptions/${subscription._id}`, {
    headers: bearer(staff),
    data: { status: 'ACTIVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=subscriptions');
  const change = page.getByRole('form', { name: 'Change quantity' });
  await change.getByLabel('New quantity').selectOption(large);
  await change.getByLabel('Starting on').fill(storeDate(2));
  await expectAccessible(page);
  await snapshot(page, `milk-quantity-form-${testInfo.project.name}`);
  await change.getByRole('button', { name: 'Change quantity' }).click();
  const topUp = formatRupees(3 * (largePrice - smallPrice));
  await expect(
    change.getByText(new RegExp(`^Top-up: ${topUp.replace('.', '\\.')} for 3 days`)),
  ).toBeVisible();
  await expect(change).toContainText(`${quantityOptionLabel(large)} from`);

  // The top-up is due: paid by card at the gateway's stand-in, and back on the milk tab.
  await page.getByRole('button', { name: `Pay ${topUp} by card` }).click();
  await expect(page).toHaveTitle(/Payment gateway \(simulator\)/);
  await expect(page.getByText(topUp)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/tab=subscriptions&payment=success/);
  await expect(
    page.getByRole('status').filter({ hasText: SUBSCRIPTION_TAB_MESSAGES.cardPaid }),
  ).toBeVisible();
  const bill = page.getByRole('region', { name: 'What is paid' });
  await expect(bill).toContainText('Paid');
  await expect(page.getByRole('button', { name: /by card$/ })).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, `milk-card-paid-${testInfo.project.name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapshot(page, 'milk-card-paid-desktop');
});
