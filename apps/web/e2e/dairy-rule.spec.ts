import { expect, test } from '@playwright/test';
import { PIN_MESSAGES } from '../src/features/addresses/messages';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { DAIRY_SHELF_NOTICE } from '../src/features/location/messages';
import { phoneFor } from './accounts';
import { bearer, signInByApi, useSessionIn } from './sessions';
import { card, MUMBAI, nearStore, openHome } from './support';

test.describe('near the store', () => {
  test.use(nearStore);

  test('a shopper adds a pinned address from checkout, comes back to it and orders dairy', async ({
    page,
  }, testInfo) => {
    const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 27));
    await openHome(page, '/?q=paneer');
    await useSessionIn(page, shopper);
    await card(page, 'Low Fat Paneer')
      .getByRole('button', { name: 'ADD Low Fat Paneer to cart' })
      .click();

    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Add an address' }).click();
    const form = page.getByRole('dialog', { name: 'Add address' });
    await form.getByLabel('Flat / House no. / Building').fill('Flat 7, Neem Residency');
    await form.getByLabel('Area / Locality').fill('HAL 2nd Stage');
    await form.getByLabel('Name').fill('Meera');
    await form.getByRole('button', { name: PIN_MESSAGES.use }).click();
    await expect(form.getByText(PIN_MESSAGES.pinned)).toBeVisible();
    await form.getByRole('button', { name: 'Save address' }).click();

    // Back at checkout, on the address just saved, pinned.
    await expect(page).toHaveURL(/\/checkout$/);
    const address = page.getByRole('radio', { name: /Meera/ });
    await expect(address).toBeChecked();
    await expect(page.getByText(PIN_MESSAGES.pinned)).toBeVisible();
    await page.getByRole('button', { name: /Confirm Order/ }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\?tab=orders$/);

    const { orders } = (await (
      await page.request.get('/api/orders/all-user', { headers: bearer(shopper) })
    ).json()) as { orders: { _id: string }[] };
    const { order } = (await (
      await page.request.get(`/api/orders/${orders[0]!._id}`, { headers: bearer(shopper) })
    ).json()) as { order: { address: { location: unknown }; cartItems: { name: string }[] } };
    expect(order.cartItems.map((l) => l.name)).toEqual(['Low Fat Paneer']);
    expect(order.address.location).toEqual({
      lat: expect.closeTo(12.975, 3),
      lon: expect.closeTo(77.64, 3),
    });
  });
});

test.describe('outside the delivery radius', () => {
  test.use({ permissions: ['geolocation'], geolocation: MUMBAI });

  test('the Dairy category page says that location is why dairy is not shown', async ({ page }) => {
    const { categories } = (await (await page.request.get('/api/category/all')).json()) as {
      categories: { _id: string; name: string }[];
    };
    const dairy = categories.find((c) => c.name === 'Dairy products')!;
    await page.goto(`/category/${dairy._id}`);
    const notice = page.getByRole('region', { name: DAIRY_SHELF_NOTICE['out-of-range'].title });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/You are \d+ km from the store\./);
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
