import { expect, test, type APIRequestContext } from '@playwright/test';
import { CART_MESSAGES } from '../src/features/cart/messages';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { phoneFor } from './accounts';
import { bearer, grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { card, nearStore } from './support';

test.use(nearStore);

/** Fruits no other journey touches: one goes out of stock while in the cart, one stays. */
const SOLD_OUT = 'Papaya';
const KEPT = 'Guava (Amrood)';

async function itemId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(`/api/items/all?name=${encodeURIComponent(name)}`);
  const { items } = (await answer.json()) as { items: { _id: string; name: string }[] };
  return items.find((i) => i.name === name)!._id;
}

async function setAvailable(request: APIRequestContext, staff: Session, id: string, on: boolean) {
  const answer = await request.put(`/api/ops/items/${id}`, {
    headers: bearer(staff),
    data: { isAvailable: on },
  });
  expect(answer.status()).toBe(200);
}

test('a cart line that goes out of stock is flagged at checkout and holds Confirm Order until removed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A member of staff makes the item unavailable while a shopper has it in the cart.
  const staffPhone = phoneFor(testInfo.project.name, 34);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  const person = await signInByApi(page.request, phoneFor(testInfo.project.name, 26));
  const soldOutId = await itemId(page.request, SOLD_OUT);
  const { categories } = (await (await page.request.get('/api/category/all')).json()) as {
    categories: { _id: string; name: string }[];
  };
  const fruits = categories.find((c) => c.name === 'Fruits')!;

  try {
    // The shopper fills the cart from the Fruits page and signs in.
    await page.goto(`/category/${fruits._id}`);
    await card(page, SOLD_OUT)
      .getByRole('button', { name: `ADD ${SOLD_OUT} to cart` })
      .click();
    await card(page, KEPT)
      .getByRole('button', { name: `ADD ${KEPT} to cart` })
      .click();
    await useSessionIn(page, person);
    const saved = await page.request.post('/api/addresses/create', {
      headers: bearer(person),
      data: {
        type: 'HOME',
        flat: 'Flat 7, Rose Court',
        locality: 'Indiranagar',
        zip: '560038',
        name: 'Kavya',
      },
    });
    expect(saved.status()).toBe(201);

    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(SOLD_OUT);
    await expect(page.getByRole('radio', { name: /Kavya/ })).toBeChecked();
    const confirm = page.getByRole('button', { name: /Confirm Order/ });
    await expect(confirm).toBeEnabled();

    // Meanwhile the store runs out of papaya.
    await setAvailable(page.request, staff, soldOutId, false);

    // The shopper comes back to the tab: the line is flagged before Confirm Order.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const line = summary.getByRole('listitem').filter({ hasText: SOLD_OUT });
    await expect(line.getByText(CART_MESSAGES.outOfStock)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(page.getByText(CART_MESSAGES.removeOutOfStock)).toBeVisible();
    await expect(
      summary.getByRole('listitem').filter({ hasText: KEPT }).getByText(CART_MESSAGES.outOfStock),
    ).toHaveCount(0);

    await line.getByRole('button', { name: `Remove ${SOLD_OUT} from cart` }).click();
    await expect(summary).not.toContainText(SOLD_OUT);
    await expect(page.getByText(CART_MESSAGES.removeOutOfStock)).toBeHidden();
    await confirm.click();
    await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\?tab=orders$/);

    // On the Fruits page papaya stays in sight, marked, with nothing to add.
    await page.goto(`/category/${fruits._id}`);
    const papaya = card(page, SOLD_OUT);
    await expect(papaya.getByText(CART_MESSAGES.outOfStock)).toBeVisible();
    await expect(papaya.getByRole('button', { name: /^ADD/ })).toHaveCount(0);
    await expect(
      card(page, KEPT).getByRole('button', { name: `ADD ${KEPT} to cart` }),
    ).toBeVisible();
  } finally {
    await setAvailable(page.request, staff, soldOutId, true);
  }
});
