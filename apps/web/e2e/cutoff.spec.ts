import { expect, test, type Page } from '@playwright/test';
import { PICK_UP_PASSED } from '@grofresh/contracts';
import { CART_MESSAGES } from '../src/features/cart/messages';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { milkShops, signInByApi, useSessionIn } from './sessions';
import { card, nearStore, openHome } from './support';

/**
 * The cart's 3 PM alert and the pick-up slots follow the store's clock, not the phone's
 * (docs/product.md, "The store's clock"), on the two shops of playwright.config.ts whose
 * clocks started at 11:00 and 15:30 today, store time (CLOCK_NOW), with phones set wrong.
 */
test.use(nearStore);

const CUTOFF = CART_MESSAGES.cutoff;
const storeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(),
);
/** Today at `hhmm`, store time. */
const today = (hhmm: string) => `${storeToday}T${hhmm}:00+05:30`;

/**
 * A Green Apple goes into the cart of the shop at `shop`, with the phone's clock at `hhmm`
 * today (or left as it is: the journey's fake clock cannot stand in for a phone's under the
 * pick-up slots' store-time dates).
 */
async function cartOn(page: Page, shop: string, hhmm: string | null) {
  if (hhmm) await page.clock.setFixedTime(new Date(today(hhmm)));
  await openHome(page, `${shop}/`);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await page.goto(`${shop}/cart`);
  await expect(page.getByRole('region', { name: 'Items List' })).toBeVisible();
}

test("after 15:00 at the store the cart says the order proceeds tomorrow, whatever the phone's clock", async ({
  page,
}, testInfo) => {
  await cartOn(page, milkShops.afternoon(), '09:00');
  await expect(page.getByRole('alert').filter({ hasText: CUTOFF })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, `cart-cutoff-store-clock-${testInfo.project.name}`);
});

test('before 15:00 at the store there is no cutoff alert, though the phone reads 15:30', async ({
  page,
}) => {
  await cartOn(page, milkShops.morning(), '15:30');
  // Looked at once the store has said its time.
  const storeTime = page.waitForResponse('**/api/store/time');
  await page.reload();
  await storeTime;
  await expect(page.getByRole('heading', { name: 'Bill details' })).toBeVisible();
  await expect(page.getByText(CUTOFF)).toHaveCount(0);
});

test.describe('pick-up at the store at 15:30', () => {
  // No service worker, so the page's calls can be answered by the journey (page.route).
  test.use({ baseURL: milkShops.afternoon(), serviceWorkers: 'block' });

  const timeSelect = (page: Page) => page.getByRole('combobox', { name: 'Time' });
  /** The times offered for the chosen day, in order. */
  const offered = async (page: Page) =>
    (await timeSelect(page).locator('option').allTextContents()).slice(1);

  test("offers today's slots from the store's time; a refused past slot reads as a sentence and the page offers the right ones", async ({
    page,
  }, testInfo) => {
    const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 47));
    await cartOn(page, '', null);
    await useSessionIn(page, shopper);

    // The store is past 15:30, and only its slots are offered, whatever the phone's time.
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Store Pick Up' }).check();
    await expect(page.getByRole('radio', { name: /^Today/ })).toBeChecked();
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^(1[5-9]|2[01]):\d\d$/);
    expect(await offered(page)).not.toContain('09:15');
    await expectAccessible(page);
    await snapshot(page, `checkout-pick-up-store-clock-${testInfo.project.name}`);

    // A page that took the store for 09:00 (its time answered wrong) offers 09:15; the server,
    // by its own clock, refuses it in a sentence, and the page asks the store's time again.
    await page.route('**/api/store/time', (route) =>
      route.fulfill({ json: { now: new Date(today('09:00')).toISOString() } }),
    );
    await page.reload();
    await page.getByRole('radio', { name: 'Store Pick Up' }).check();
    await timeSelect(page).selectOption('09:15');
    await page.unroute('**/api/store/time');
    await page.getByRole('button', { name: /Confirm Order/ }).click();
    await expect(page.getByText(PICK_UP_PASSED)).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(timeSelect(page)).toHaveValue('');
    await expect.poll(async () => (await offered(page))[0]).toMatch(/^(1[5-9]|2[01]):\d\d$/);
    await snapshot(page, `checkout-pick-up-refused-${testInfo.project.name}`);

    // One of the slots offered now is taken.
    await timeSelect(page).selectOption({ index: 1 });
    await page.getByRole('button', { name: /Confirm Order/ }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  });
});
